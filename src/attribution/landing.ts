import type { ShopConfig } from '../config/read-config';
import type { Cleanup } from '../widget-types';
import { loadChunk } from '../lib/load-chunk';
import { log } from '../lib/log';
import { pageViewUpdate, quickSource, type TrafficInput } from '../lib/traffic-visit';
import { readTrafficCookies, writeTrafficCookies } from './traffic-cookies';
import { attributionGlobal } from './global';

type Rules = Pick<typeof import('../lib/traffic-source'), 'newSource'>;
type Forget = Pick<typeof import('./forget-traffic'), 'deleteTrafficCookies'>;

/**
 * This page view's traffic data, shared with the checkout fields' code (./attribution.ts),
 * which loads only where a checkout is on the page.
 */
export const tracking = {
  allowed: true,
  /** Settles once this page view's cookies are written (or deleted). */
  settled: Promise.resolve() as Promise<unknown>,
  /** Fills the checkout fields again after a change; set by the checkout code. */
  refresh: undefined as (() => void) | undefined,
  /** The clean-up for tracking off: in the checkout code's chunk, loaded when needed (it acts within setOrderTracking once here). */
  forget: undefined as Forget | undefined,
};

/**
 * Whether sourcebuster already recorded this page view: WooCommerce's own order-attribution
 * script, left on the page by a theme (the plugin dequeues it), runs before our module and calls
 * `sbjs.init()`, which counts the page and sets `sbjs.get`. One page view is counted once, and
 * the script that came first owns it.
 */
const sourcebusterCounted = () => {
  const sbjs = (window as { sbjs?: { get?: unknown } }).sbjs;
  return typeof sbjs?.get === 'object' && sbjs.get !== null;
};

/** Kept once loaded: a later setOrderTracking() then acts within the call. */
let rules: Rules | undefined;

/**
 * The landing capture, at start on every page where WooCommerce printed `wc_order_attribution`:
 * records the page view in the `sbjs_*` cookies (when tracking is allowed) and makes
 * `wc_order_attribution.setOrderTracking(allow)` work. The next page of a visit needs nothing
 * more; the source rules load only when this page view may bring a new source (campaign
 * parameters, a referrer from elsewhere), the clean-up only when tracking is off.
 * `getAttributionData()` answers null until the checkout code runs (a page with a checkout).
 */
export function startLanding(config: ShopConfig): Cleanup | undefined {
  if (!config.present.wc_order_attribution) return;
  const params = config.attribution;
  const global = attributionGlobal();
  let stopped = false;
  tracking.allowed = params.allowTracking;
  tracking.refresh = undefined;

  /** Acts now where the code it needs is here, else once its chunk has come (unless switched meanwhile). */
  const act = <M>(have: M | undefined, load: () => Promise<M>, keep: (m: M) => M, run: (m: M) => void) => {
    const when = tracking.allowed;
    const go = (m: M) => {
      if (stopped || tracking.allowed !== when) return;
      run(m);
      if (!stopped) tracking.refresh?.();
    };
    tracking.settled = have
      ? Promise.resolve(go(have))
      : loadChunk(load).then(
          (m) => go(keep(m)),
          (error) => !stopped && log.error('order attribution failed to load; the checkout fields stay empty.', error),
        );
  };

  const apply = (atStart = false) => {
    if (!tracking.allowed)
      return act(
        tracking.forget,
        () => import('./attribution'),
        (m) => (tracking.forget = m),
        (m) => m.deleteTrafficCookies(),
      );
    // The page view sourcebuster counted is in the cookies already: the fields only read them.
    if (atStart && sourcebusterCounted()) {
      tracking.settled = Promise.resolve();
      return;
    }
    const input: TrafficInput = {
      url: location.href,
      referrer: document.referrer,
      now: new Date(),
      userAgent: navigator.userAgent,
      cookies: readTrafficCookies(),
    };
    const source = quickSource(input);
    act(
      source === 'rules' ? rules : { newSource: () => source },
      () => import('../lib/traffic-source'),
      (m) => (rules = m),
      (m) => writeTrafficCookies(pageViewUpdate(input, m.newSource(input)), params, input.cookies),
    );
  };

  global.getAttributionData = () => null;
  global.setOrderTracking = (allow) => {
    tracking.allowed = Boolean(allow);
    if (global.params && typeof global.params === 'object') global.params.allowTracking = tracking.allowed;
    apply();
  };
  apply(true);
  return () => {
    stopped = true;
    tracking.refresh = undefined;
  };
}
