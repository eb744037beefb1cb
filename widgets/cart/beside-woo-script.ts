import type { WidgetContext } from '../../mount/types';
import { now } from '../../src/lib/clock';
import { readCache } from '../../src/connect-cart';
import { CART_EVENTS, onFromOthers } from '../../src/events/bus';
import { watchWooFragmentsScript } from '../../src/events/woo-fragments-script';
import { createSharedRefresh, type RefreshAnswer } from '../../src/events/shared-refresh';

type CacheKeys = Parameters<typeof readCache>[0];

/** What the cart fragments keep asking while they share the page with WooCommerce's script. */
export interface BesideWooScript {
  /** Whether WooCommerce's script does the refreshing now (a delayed copy may arrive late). */
  runsNow(): boolean;
  /** Our refresh on its way, for a copy of the script that arrives meanwhile to share. */
  share(answer: Promise<RefreshAnswer | null>): void;
  stop(): void;
}

/**
 * The cart fragments on a page that prints `wc_cart_fragments_params` (widgets/cart/fragments.ts
 * loads this chunk only there): whether WooCommerce's script runs is judged by what it does
 * (src/events/woo-fragments-script.ts). Where it runs, we follow its cache into the store; where
 * it does not, `ourTurn` loads and refreshes, until a copy delayed until interaction shows up:
 * then we follow it from there on.
 */
export function besideWooScript(ctx: WidgetContext, keys: CacheKeys, ourTurn: () => void, stopOurs: () => void): BesideWooScript {
  const sharing = createSharedRefresh();
  const watch = watchWooFragmentsScript({ onScriptRan: sharing.install });
  const stops: (() => void)[] = [() => watch.stop()];

  const followCache = () => {
    const cached = readCache(keys, now());
    if (cached.fragments) ctx.cart.receive({ source: 'others', fragments: cached.fragments, cartHash: cached.storedHash });
  };
  let following = false;
  const follow = () => {
    if (following) return;
    following = true;
    stopOurs();
    followCache();
    stops.push(onFromOthers(CART_EVENTS.fragmentsRefreshed, followCache), onFromOthers(CART_EVENTS.fragmentsLoaded, followCache));
  };

  watch.whenSettled((owner) => {
    if (owner === 'woocommerce') return follow();
    ourTurn();
    watch.onLateArrival(follow);
  });

  return { runsNow: watch.runsNow, share: sharing.share, stop: () => stops.forEach((stop) => stop()) };
}
