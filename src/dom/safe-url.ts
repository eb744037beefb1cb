/**
 * One rule for every URL taken from a response or an attribute (DESIGN §9): http/https only;
 * `sameOrigin` for redirects and reloads; merchant and marketplace links may leave the site.
 * Returns the absolute URL, or null when the URL must not be followed.
 */
export function safeUrl(raw: unknown, { sameOrigin = true, base = location.href } = {}): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (sameOrigin && url.origin !== new URL(base).origin) return null;
  return url.href;
}
