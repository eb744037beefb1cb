import type { WidgetContext } from '../../mount/types';
import { t } from '../../src/i18n/t';

/**
 * Offline is a state, not an error page (DESIGN §9): the message in the toast and the live
 * region; no navigation, the button stays usable. Start-up code on purpose: while offline, no
 * more code can be loaded to say so.
 */
export function showOffline(ctx: WidgetContext): void {
  const text = t('fetch_error');
  const ui = ctx.store.getState().ui;
  ui.showToast(text, 'error');
  ui.announce(text);
}
