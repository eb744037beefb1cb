import type { WidgetDefinition } from '../../mount/types';
import { startAnnouncer } from './live-region';

export { LIVE_REGION } from './hooks';

/** Speaks `ui.announce(text)` through the polite live region (./live-region). */
export const widgets: WidgetDefinition[] = [{ name: 'announcer', start: startAnnouncer }];
