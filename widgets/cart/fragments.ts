import type { WidgetContext } from '../../mount/types';
import { judgeCache } from '../../src/lib/fragment-cache';
import { now } from '../../src/lib/clock';
import { readCache, storedHash } from '../../src/dom/cart-cache';
import { CART_EVENTS } from '../../src/events/names';
import { onFromOthers } from '../../src/events/bus';
import { wooScriptPresent } from '../../src/events/coexistence';
import { drawCartChanges } from './draw-changes';
import { receiveFromOthers } from './from-others';

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Cart fragments (SPEC §4, HOOKS.md "Fragments"): every cart change the core shows is rendered
 * (draw-changes.ts, render.ts); shown from the session cache when it still matches the cart-hash cookie and is
 * under 24 h old, else refreshed (never for a visitor with neither a cache nor a cart cookie); refreshed when another tab changes the cart, when the page
 * comes back from the back/forward cache, and when other code asks (wc_fragment_refresh,
 * updated_wc_div). Where WooCommerce's own cart-fragments script is on the page it does the
 * loading; we only follow its cache.
 */
export function startCartFragments(ctx: WidgetContext): () => void {
  const { cart } = ctx;
  const keys = { fragmentName: ctx.config.fragments.fragment_name, cartHashKey: ctx.config.fragments.cart_hash_key };
  const wooDoesFragments = wooScriptPresent('wc-cart-fragments');
  const refresh = () => void cart.refresh();
  const stops: (() => void)[] = [drawCartChanges(cart)];
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  /** The session cache shown, or a refresh where SPEC §4 asks for one; a visitor without a cart needs neither. */
  const loadFromCache = (): void => {
    const cached = readCache(keys, now());
    const verdict = judgeCache(cached);
    if (!verdict.usable) {
      if (verdict.reason !== 'no-cart') refresh();
      return;
    }
    cart.receive({ source: 'cache', fragments: cached.fragments!, cartHash: cached.storedHash });
    if (verdict.expiresInMs !== null) expiryTimer = setTimeout(refresh, Math.min(verdict.expiresInMs, MAX_TIMER_MS));
  };

  /** WooCommerce's script changed the page and its cache: follow the cache into the store. */
  const followWooCache = () => {
    const cached = readCache(keys, now());
    if (cached.fragments) cart.receive({ source: 'others', fragments: cached.fragments, cartHash: cached.storedHash });
  };

  // A line removed by other code (WooCommerce's add-to-cart.js, a Mini-Cart block): its
  // fragments when the event carries them, else a refresh (unless WooCommerce's script does those).
  stops.push(
    onFromOthers(CART_EVENTS.removedFromCart, (args) => {
      if (!receiveFromOthers(ctx, args, 'remove') && !wooDoesFragments) refresh();
    }),
  );

  if (wooDoesFragments) {
    followWooCache();
    stops.push(onFromOthers(CART_EVENTS.fragmentsRefreshed, followWooCache), onFromOthers(CART_EVENTS.fragmentsLoaded, followWooCache));
  } else {
    loadFromCache();
    stops.push(onFromOthers(CART_EVENTS.fragmentRefresh, refresh), onFromOthers(CART_EVENTS.updatedWcDiv, refresh));
    const listening = new AbortController();
    const { signal } = listening;
    window.addEventListener(
      'storage',
      (event) => {
        if (event.key !== keys.cartHashKey) return;
        const hashes = storedHash(keys);
        if (hashes.local !== hashes.session) refresh();
      },
      { signal },
    );
    window.addEventListener('pageshow', (event) => event.persisted && refresh(), { signal });
    stops.push(() => listening.abort());
  }

  return () => {
    clearTimeout(expiryTimer);
    stops.forEach((stop) => stop());
  };
}
