import type { WidgetContext } from '../../mount/types';
import type { AddOutcome } from '../../src/store/slices/cart';
import { browserIsOffline } from './offline';
import { cartApi } from '../../src/api/cart';
import { now } from '../../src/lib/clock';
import { CART_EVENTS } from '../../src/events/names';
import { emit } from '../../src/events/bus';

type Added = Extract<AddOutcome, { kind: 'added' }>;
type Failed = Extract<AddOutcome, { kind: 'failed' }>;

/** What to do after a failed add: follow the link or form, say "offline", or carry on as added. */
export type AfterFailure = 'fallback' | 'offline' | 'stopped' | Added;

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
  const result = await cartApi.refreshFragments(ctx.http, ctx.config.fragments.request_timeout, now());
  if (!result.ok) return result.reason === 'aborted' ? 'stopped' : 'offline';
  const cartHash = result.data.cart_hash ?? '';
  if (cartHash === failure.hashBefore) return 'fallback';
  // The add landed: the page shows the cart the shop has, as after any refresh.
  const { fragments } = result.data;
  ctx.store.getState().cart.receive({ source: 'refresh', fragments, cartHash, hasHash: Boolean(cartHash) });
  emit(CART_EVENTS.fragmentsRefreshed, { cartHash });
  return { kind: 'added', fragments, cartHash };
}
