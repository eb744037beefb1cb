import { cookieValues, deleteCookie, setCookie } from '../dom/browser';
import { TRAFFIC_COOKIES, cookieNameOf, type TrafficCookie, type TrafficUpdate } from '../lib/traffic-visit';

/** sourcebuster counts a month as 30 days. */
const MINUTES_PER_MONTH = 30 * 24 * 60;

export interface CookieLifetimes {
  /** wc_order_attribution.params.lifetime, in months (0.00001 by default). */
  lifetime: number;
  /** wc_order_attribution.params.session, in minutes (30 by default). */
  session: number;
}

/**
 * The Domain attribute sourcebuster (WooCommerce's own order-attribution script) gives the
 * `sbjs_*` cookies: `.` + the host without a leading `www.`, so www.shop.nl and shop.nl share one
 * set. We write the very same cookies, or the two scripts would keep two sets that go stale in
 * turn. A host that cannot carry a domain cookie (an IP address, `localhost`, any name without a
 * dot) gets host-only ones: a browser drops a cookie whose domain it refuses.
 */
export function trafficCookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (!host.includes('.') || host.includes(':') || /^[\d.]+$/.test(host)) return undefined;
  return `.${host.replace(/^www\./, '')}`;
}

/**
 * The traffic cookies as sourcebuster sees them, one reading of document.cookie each (reading
 * them all at once was measured: no gain the bench could tell, docs/performance.md). Where a
 * host-only cookie sits next to the domain cookie of the same name, document.cookie lists both,
 * the older first, and does not say which is which. The domain cookie is the one sourcebuster
 * and writeTrafficCookies keep current; a host-only copy is left from our writes before they
 * matched sourcebuster's. So the copy is deleted and what remains is read.
 */
export function readTrafficCookies(hostname: string = location.hostname): Partial<Record<TrafficCookie, string>> {
  const shared = trafficCookieDomain(hostname) !== undefined;
  const cookies: Partial<Record<TrafficCookie, string>> = {};
  for (const cookie of TRAFFIC_COOKIES) {
    const name = cookieNameOf(cookie);
    let values = cookieValues(name);
    if (shared && values.length > 1) {
      deleteCookie(name);
      values = cookieValues(name);
    }
    if (values[0]) cookies[cookie] = values[0];
  }
  return cookies;
}

/**
 * Writes one page view's cookies. A lifetime under a minute (the default 0.00001 months is
 * about 26 s) means what WooCommerce intends with it: cookies that last for the browser
 * session. The session cookie always lives `session` minutes from the last page view. A
 * browser-session cookie whose value this page view does not change (`had`: what was read) is
 * not written again: each document.cookie write costs start-up time, and the value would be the
 * same (a host-only copy an older shop-widgets left alone keeps its value until it changes or
 * the browser session ends). Cookies with a lifetime are always written, which restarts it.
 */
export function writeTrafficCookies(
  update: TrafficUpdate,
  { lifetime, session }: CookieLifetimes,
  had: TrafficUpdate = {},
  hostname: string = location.hostname,
): void {
  const lifetimeMinutes = lifetime * MINUTES_PER_MONTH;
  const lasting = lifetimeMinutes >= 1 ? Math.round(lifetimeMinutes * 60) : undefined;
  const domain = trafficCookieDomain(hostname);
  for (const [cookie, value] of Object.entries(update) as [TrafficCookie, string | undefined][]) {
    const maxAgeSeconds = cookie === 'session' ? Math.round(session * 60) : lasting;
    if (value === undefined || (maxAgeSeconds === undefined && had[cookie] === value)) continue;
    const name = cookieNameOf(cookie);
    // No host-only copy may stay to shadow the domain cookie. Deleted before the write: on the
    // bare host some cookie stores hold the two as one cookie, and would lose the fresh value.
    if (domain) deleteCookie(name);
    setCookie(name, value, { domain, maxAgeSeconds, sameSite: 'Lax' });
  }
}
