import { WOO_SCRIPTS_SETTLE_MS } from '../config/constants';
import { getJQuery, type JQueryEventLike, onBodyFromOthers, othersListenOnBody, CART_EVENTS } from './bus';

/** Who loads the cart fragments on this page view: WooCommerce's cart-fragments script, or we. */
export type FragmentsOwner = 'woocommerce' | 'ours';

export interface WooFragmentsScript {
  /**
   * Calls back once with the owner, when the page has run its scripts (at once when there is
   * nothing to wait for: no `wc_cart_fragments_params`, or the script already showed itself).
   */
  whenSettled(callback: (owner: FragmentsOwner) => void): void;
  /** Whether WooCommerce's script has shown itself by now (a delayed copy may come after settling). */
  runsNow(): boolean;
  /** Calls back once when the script shows itself after settling on 'ours' (a copy delayed until interaction). */
  onLateArrival(callback: () => void): void;
  stop(): void;
}

const THEIR_EVENTS = [CART_EVENTS.fragmentsLoaded, CART_EVENTS.fragmentsRefreshed, CART_EVENTS.fragmentsAjaxError];
const REFRESH_ENDPOINT = /[?&]wc-ajax=get_refreshed_fragments(&|$)/;

/**
 * Tells whether WooCommerce's own cart-fragments script runs on the page by what it does, not by
 * its tag or globals (HOOKS.md: a page may print `wc_cart_fragments_params` without running the
 * file; an optimiser may rename, combine, defer or delay it). Once loaded it always shows itself
 * in one of these ways: it handles `wc_fragment_refresh` (a jQuery handler on body that is not
 * ours), it fires `wc_fragments_loaded` (cache used) or sends `get_refreshed_fragments` through
 * jQuery and then fires `wc_fragments_refreshed` / `wc_fragments_ajax_error` (after writing its
 * session cache, which is not a sign of its own: our cart writes the same keys). Without its settings it does nothing, so we settle at once; with them
 * we wait for the load event and a short settling time (`WOO_SCRIPTS_SETTLE_MS`). A copy delayed
 * until the first interaction shows itself later: scripts added to the head or body afterwards
 * are watched for that.
 */
export function watchWooFragmentsScript(
  options: {
    /** Called as each script added later has run, before anything it scheduled (its jQuery-ready callback). */
    onScriptRan?: () => void;
  } = {},
): WooFragmentsScript {
  let seen = false;
  let settledOn: FragmentsOwner | null = null;
  const settledCallbacks: ((owner: FragmentsOwner) => void)[] = [];
  const lateCallbacks: (() => void)[] = [];
  const stops: (() => void)[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let listeningTo: unknown;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const settle = (owner: FragmentsOwner) => {
    if (settledOn) return;
    settledOn = owner;
    settledCallbacks.splice(0).forEach((callback) => callback(owner));
  };

  const showedItself = () => {
    seen = true;
    if (!settledOn) settle('woocommerce');
    else if (settledOn === 'ours') lateCallbacks.splice(0).forEach((callback) => callback());
  };

  /** Listens for its events and its request, with the jQuery the page has now (it may come late). */
  const listen = () => {
    const $ = getJQuery();
    if (!$ || $ === listeningTo) return;
    listeningTo = $;
    stops.push(
      ...THEIR_EVENTS.map((name) => onBodyFromOthers(name, showedItself)),
      onJQueryAjaxSend((url) => REFRESH_ENDPOINT.test(url) && showedItself()),
    );
  };

  const runsNow = (): boolean => {
    listen();
    if (!seen && othersListenOnBody(CART_EVENTS.fragmentRefresh)) showedItself();
    return seen;
  };

  listen();
  const hasSettings = (globalThis as Record<string, unknown>).wc_cart_fragments_params !== undefined;
  if (!hasSettings || runsNow()) {
    settle(runsNow() ? 'woocommerce' : 'ours');
  } else {
    const afterLoad = () => later(WOO_SCRIPTS_SETTLE_MS, () => settle(runsNow() ? 'woocommerce' : 'ours'));
    if (document.readyState === 'complete') afterLoad();
    else {
      window.addEventListener('load', afterLoad, { once: true });
      stops.push(() => window.removeEventListener('load', afterLoad));
    }
  }

  // A copy delayed until interaction is put on the page as a new script element then.
  const added = new MutationObserver((records) => {
    if (seen || settledOn !== 'ours') return;
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof HTMLScriptElement)) continue;
        const check = () => {
          options.onScriptRan?.();
          later(WOO_SCRIPTS_SETTLE_MS, runsNow);
        };
        if (node.src) node.addEventListener('load', check, { once: true });
        else check();
      }
    }
  });
  for (const parent of [document.head, document.body]) if (parent) added.observe(parent, { childList: true });
  stops.push(() => added.disconnect());

  return {
    whenSettled(callback) {
      if (settledOn) callback(settledOn);
      else settledCallbacks.push(callback);
    },
    runsNow,
    onLateArrival(callback) {
      lateCallbacks.push(callback);
    },
    stop() {
      stops.splice(0).forEach((stop) => stop());
      timers.forEach(clearTimeout);
      timers.clear();
      settledCallbacks.length = 0;
      lateCallbacks.length = 0;
    },
  };
}

/**
 * Calls back for each jQuery AJAX request the page sends (its global `ajaxSend` event, with the
 * request's URL); returns the unsubscribe. Our own calls do not use jQuery.
 */
function onJQueryAjaxSend(handler: (url: string) => void): () => void {
  const $ = getJQuery();
  if (!$) return () => {};
  // jQuery passes (event, jqXHR, settings).
  const listener = (_event: JQueryEventLike, ...args: unknown[]) => {
    const settings = args[1] as { url?: unknown } | undefined;
    if (typeof settings?.url === 'string') handler(settings.url);
  };
  $(document).on('ajaxSend', listener);
  return () => $(document).off('ajaxSend', listener);
}
