import type { WidgetContext } from '../../mount/types';
import type { AddOutcome } from '../../src/store/slices/cart';
import { fetchErrorText } from '../../src/i18n/fetch-error';

type Added = Extract<AddOutcome, { kind: 'added' }>;
type Failed = Extract<AddOutcome, { kind: 'failed' }>;

/** What to do after a failed add: follow the link or form, say "offline", or carry on as added. */
export type AfterFailure = 'fallback' | 'offline' | 'stopped' | Added;

/** `navigator.onLine` is only trusted when it says false (true may still mean no network). */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * An add is never made twice (DESIGN §9). A network error or a time-out may hide an add the
 * server stored: the cart is asked first (get_refreshed_fragments, its hash against the one
 * before the add). Only an add the cart does not have falls back to the link or form, whose
 * `?add-to-cart=` would otherwise add the product a second time. Any other failure was an
 * answer from the server (500, invalid, error), which stores nothing: the fallback at once.
 */
export async function afterFailedAdd(ctx: WidgetContext, failure: Failed): Promise<AfterFailure> {
  if (failure.reason === 'aborted') return 'stopped'; // the script was torn down: nothing more to do
  if (failure.reason !== 'network' && failure.reason !== 'timeout') return 'fallback';
  if (browserIsOffline()) return 'offline';
  const cart = ctx.store.getState().cart;
  const check = await cart.checkAdd(failure.hashBefore);
  if (check === 'stopped') return 'stopped';
  if (check === 'absent') return 'fallback';
  if (check === 'unreachable') return 'offline';
  const { fragments, cartHash } = ctx.store.getState().cart;
  return { kind: 'added', fragments, cartHash };
}

/** Offline is a state: the message in the toast and the live region; no navigation, the button stays usable. */
export function showOffline(ctx: WidgetContext): void {
  const text = fetchErrorText();
  const ui = ctx.store.getState().ui;
  ui.showToast(text, 'error');
  ui.announce(text);
}
