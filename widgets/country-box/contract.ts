import type { WidgetDefinition } from '../../mount/types';
import { COUNTRY_BOX } from './hooks';

export { COUNTRY_BOX } from './hooks';

export const widgets: WidgetDefinition[] = [{ name: 'country-box', hooks: COUNTRY_BOX, strategy: { on: 'load' }, load: () => import('./country-box-island') }];
