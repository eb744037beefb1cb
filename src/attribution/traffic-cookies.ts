import { deleteCookie, getCookie, setCookie } from '../dom/cookies';
import { TRAFFIC_COOKIES, cookieNameOf, type TrafficCookie, type TrafficUpdate } from '../lib/traffic-visit';

/** sourcebuster counts a month as 30 days. */
const MINUTES_PER_MONTH = 30 * 24 * 60;

export interface CookieLifetimes {
  /** wc_order_attribution.params.lifetime, in months (0.00001 by default). */
  lifetimeMonths: number;
  /** wc_order_attribution.params.session, in minutes (30 by default). */
  sessionMinutes: number;
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

/** How many cookies document.cookie lists under a name (a host-only and a domain cookie can share one). */
function countOf(name: string): number {
  return document.cookie.split(';').filter((part) => part.trim().startsWith(`${name}=`)).length;
}

/**
 * The traffic cookies as sourcebuster sees them. Where a host-only cookie sits next to the domain
 * cookie of the same name, document.cookie lists both, the older first, and does not say which
 * is which. The domain cookie is the one sourcebuster and writeTrafficCookies keep current; a
 * host-only copy is left from our writes before they matched sourcebuster's. So the copy is
 * deleted and what remains is read.
 */
export function readTrafficCookies(hostname: string = location.hostname): Partial<Record<TrafficCookie, string>> {
  const shared = trafficCookieDomain(hostname) !== undefined;
  const cookies: Partial<Record<TrafficCookie, string>> = {};
  for (const cookie of TRAFFIC_COOKIES) {
    const name = cookieNameOf(cookie);
    if (shared && countOf(name) > 1) deleteCookie(name, { path: '/' });
    const value = getCookie(name);
    if (value) cookies[cookie] = value;
  }
  return cookies;
}

/**
 * Writes one page view's cookies. A lifetime under a minute (the default 0.00001 months is
 * about 26 s) means what WooCommerce intends with it: cookies that last for the browser
 * session. The session cookie always lives `session` minutes from the last page view.
 */
export function writeTrafficCookies(update: TrafficUpdate, { lifetimeMonths, sessionMinutes }: CookieLifetimes, hostname: string = location.hostname): void {
  const lifetimeMinutes = lifetimeMonths * MINUTES_PER_MONTH;
  const lasting = lifetimeMinutes >= 1 ? Math.round(lifetimeMinutes * 60) : undefined;
  const domain = trafficCookieDomain(hostname);
  for (const [cookie, value] of Object.entries(update) as [TrafficCookie, string | undefined][]) {
    if (value === undefined) continue;
    const name = cookieNameOf(cookie);
    const maxAgeSeconds = cookie === 'session' ? Math.round(sessionMinutes * 60) : lasting;
    // No host-only copy may stay to shadow the domain cookie. Deleted before the write: on the
    // bare host some cookie stores hold the two as one cookie, and would lose the fresh value.
    if (domain) deleteCookie(name, { path: '/' });
    setCookie(name, value, { path: '/', domain, maxAgeSeconds, sameSite: 'Lax' });
  }
}
