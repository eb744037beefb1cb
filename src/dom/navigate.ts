import { browser, safeUrl } from './browser';

/** Navigates only when the URL passes the rule; returns whether it did. */
export function navigateTo(raw: unknown, options?: { sameOrigin?: boolean }): boolean {
  const url = safeUrl(raw, options);
  if (!url) return false;
  browser.assign(url);
  return true;
}
