import { deleteCookie, getCookie, setCookie } from '../lib/cookies';
import { TRAFFIC_COOKIES, cookieNameOf, type TrafficCookie, type TrafficUpdate } from '../lib/traffic-source';

/** sourcebuster counts a month as 30 days. */
const MINUTES_PER_MONTH = 30 * 24 * 60;

export interface CookieLifetimes {
  /** wc_order_attribution.params.lifetime, in months (0.00001 by default). */
  lifetimeMonths: number;
  /** wc_order_attribution.params.session, in minutes (30 by default). */
  sessionMinutes: number;
}

export function readTrafficCookies(): Partial<Record<TrafficCookie, string>> {
  const cookies: Partial<Record<TrafficCookie, string>> = {};
  for (const cookie of TRAFFIC_COOKIES) {
    const value = getCookie(cookieNameOf(cookie));
    if (value) cookies[cookie] = value;
  }
  return cookies;
}

/**
 * Writes one page view's cookies. A lifetime under a minute (the default 0.00001 months is
 * about 26 s) means what WooCommerce intends with it: cookies that last for the browser
 * session. The session cookie always lives `session` minutes from the last page view.
 */
export function writeTrafficCookies(update: TrafficUpdate, { lifetimeMonths, sessionMinutes }: CookieLifetimes): void {
  const lifetimeMinutes = lifetimeMonths * MINUTES_PER_MONTH;
  const lasting = lifetimeMinutes >= 1 ? Math.round(lifetimeMinutes * 60) : undefined;
  for (const [cookie, value] of Object.entries(update) as [TrafficCookie, string | undefined][]) {
    if (value === undefined) continue;
    const maxAgeSeconds = cookie === 'session' ? Math.round(sessionMinutes * 60) : lasting;
    setCookie(cookieNameOf(cookie), value, { path: '/', maxAgeSeconds, sameSite: 'Lax' });
  }
}

/**
 * The domains a traffic cookie may have been set for: none (host-only), the host and each
 * parent domain (another script, or a multisite, may have set them for `.example.nl`).
 */
export function cookieDomains(hostname: string): (string | undefined)[] {
  const labels = hostname.split('.');
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  const domains: (string | undefined)[] = [undefined];
  if (isIp || labels.length < 2) return [...domains, hostname];
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/** Deletes every traffic cookie, host-only and domain ones alike. */
export function deleteTrafficCookies(hostname: string = location.hostname): void {
  for (const cookie of TRAFFIC_COOKIES) {
    for (const domain of cookieDomains(hostname)) deleteCookie(cookieNameOf(cookie), { path: '/', domain });
  }
}
