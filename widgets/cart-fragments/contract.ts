import type { WidgetDefinition } from '../../mount/types';
import { startCartFragments } from './fragments';

/** Cart fragments: the session cache, refreshes, and the one renderer of cart changes (fragments.ts). */
export const widgets: WidgetDefinition[] = [{ name: 'cart-fragments', start: startCartFragments }];
