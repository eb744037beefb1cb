import type { WidgetContext } from '../../mount/types';
import { judgeCache, readCache, storedHash } from '../../src/connect-cart';
import { now } from '../../src/lib/clock';
import { CART_EVENTS, onFromOthers } from '../../src/events/bus';
import { loadChunk } from '../../src/lib/load-chunk';
import type { BesideWooScript } from './beside-woo-script';
import { drawCartChanges } from './drawing';
import { receiveFromOthers } from './from-others';

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Cart fragments (SPEC §4, HOOKS.md "Fragments"): every cart change the core shows is rendered
 * (drawing.ts, answer.ts); shown from the session cache when it still matches the cart-hash cookie and is
 * under 24 h old, else refreshed (never for a visitor with neither a cache nor a cart cookie); refreshed when another tab changes the cart, when the page
 * comes back from the back/forward cache, and when other code asks (wc_fragment_refresh,
 * updated_wc_div).
 *
 * Where WooCommerce's own cart-fragments script runs (judged by what it does:
 * src/events/woo-fragments-script.ts) it does the loading and refreshing, and we follow its
 * cache. Otherwise we do, once the page has run its scripts. A copy of it delayed until the
 * first interaction that shows up after we took over finds the cache we wrote (or restored)
 * and only shows it, as on a shop's next page view; arriving while our refresh is on its way,
 * its refresh gets our answer (shared-refresh.ts). From then on it does the refreshing, and
 * every trigger of ours checks first that it is not there, so one refresh is never sent twice.
 * All of that is its own chunk (beside-woo-script.ts), loaded only where the page prints
 * `wc_cart_fragments_params`: without its settings WooCommerce's script does nothing (the
 * plugin's and the README's set-up), so we load and refresh at once.
 */
export function startCartFragments(ctx: WidgetContext): () => void {
  const { cart } = ctx;
  const keys = { fragmentName: ctx.config.fragments.fragment_name, cartHashKey: ctx.config.fragments.cart_hash_key };
  let theirs: Pick<BesideWooScript, 'runsNow' | 'share'> = { runsNow: () => false, share: () => {} };
  let stopped = false;
  const stops: (() => void)[] = [drawCartChanges(cart)];
  let ours = false;
  let refreshAskedEarly = false;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const refresh = () => {
    const answer = cart.refresh().then((ok) => {
      if (!ok) return null;
      const { fragments, cartHash } = ctx.store.getState().cart;
      return { fragments, cart_hash: cartHash };
    });
    theirs.share(answer);
  };
  /** A refresh other code or the page asks for: ours only while WooCommerce's script is not there to do it. */
  const refreshIfOurs = () => {
    if (theirs.runsNow()) return;
    if (ours) refresh();
    else refreshAskedEarly = true;
  };

  /** The session cache shown, or a refresh where SPEC §4 asks for one; false when neither was due. */
  const loadFromCache = (): boolean => {
    const cached = readCache(keys, now());
    const verdict = judgeCache(cached);
    if (!verdict.usable) {
      if (verdict.reason === 'no-cart') return false;
      refresh();
      return true;
    }
    cart.receive({ source: 'cache', fragments: cached.fragments!, cartHash: cached.storedHash });
    if (verdict.expiresInMs !== null) expiryTimer = setTimeout(refreshIfOurs, Math.min(verdict.expiresInMs, MAX_TIMER_MS));
    return false;
  };

  // A line removed by other code (WooCommerce's add-to-cart.js, a Mini-Cart block): its
  // fragments when the event carries them, else a refresh.
  stops.push(
    onFromOthers(CART_EVENTS.removedFromCart, (args) => {
      if (!receiveFromOthers(ctx, args, 'remove')) refreshIfOurs();
    }),
    onFromOthers(CART_EVENTS.fragmentRefresh, refreshIfOurs),
    onFromOthers(CART_EVENTS.updatedWcDiv, refreshIfOurs),
  );
  const listening = new AbortController();
  const { signal } = listening;
  window.addEventListener(
    'storage',
    (event) => {
      if (event.key !== keys.cartHashKey) return;
      const hashes = storedHash(keys);
      if (hashes.local !== hashes.session) refreshIfOurs();
    },
    { signal },
  );
  window.addEventListener('pageshow', (event) => event.persisted && refreshIfOurs(), { signal });
  stops.push(() => listening.abort());

  const ourTurn = () => {
    ours = true;
    const refreshed = loadFromCache();
    if (refreshAskedEarly && !refreshed) refresh();
  };
  const stopOurs = () => clearTimeout(expiryTimer);

  if ((globalThis as Record<string, unknown>).wc_cart_fragments_params === undefined) ourTurn();
  else {
    loadChunk(() => import('./beside-woo-script')).then(
      ({ besideWooScript }) => {
        if (stopped) return;
        const beside = besideWooScript(ctx, keys, ourTurn, stopOurs);
        theirs = beside;
        stops.push(beside.stop);
      },
      // The watch cannot come: load and refresh as where the script does not run.
      () => stopped || ourTurn(),
    );
  }

  return () => {
    stopped = true;
    clearTimeout(expiryTimer);
    stops.forEach((stop) => stop());
  };
}
