import { deleteCookie } from '../dom/browser';
import { TRAFFIC_COOKIES, cookieNameOf } from '../lib/traffic-visit';

// Tracking switched off (the page's allowTracking, or a consent plugin's setOrderTracking(false)):
// its own chunk, as most shops never switch it off.

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
    for (const domain of cookieDomains(hostname)) deleteCookie(cookieNameOf(cookie), domain);
  }
}
