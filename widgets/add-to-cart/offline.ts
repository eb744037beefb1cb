import type { WidgetContext } from '../../mount/types';
import { fetchErrorText } from '../../src/i18n/fetch-error';

/**
 * Offline is a state, not an error page (DESIGN §9). Start-up code on purpose: while offline,
 * no more code can be loaded to say so.
 */

/** `navigator.onLine` is only trusted when it says false (true may still mean no network). */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The message in the toast and the live region; no navigation, the button stays usable. */
export function showOffline(ctx: WidgetContext): void {
  const text = fetchErrorText();
  const ui = ctx.store.getState().ui;
  ui.showToast(text, 'error');
  ui.announce(text);
}
