/** Reading and writing document.cookie, with the attributes WooCommerce uses. */

/** A cookie another script wrote with a stray `%` (`50%`, `%E0%A4%A`) is read as it is, never thrown on. */
function decodeOrRaw(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Every value document.cookie lists under a name, the older first: a host-only and a domain cookie can share one. */
export function cookieValues(name: string): string[] {
  const prefix = `${name}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(prefix))
    .map((part) => decodeOrRaw(part.slice(prefix.length)));
}

export const getCookie = (name: string): string | undefined => cookieValues(name)[0];

/** Every cookie we write is the whole site's (`path=/`), as WooCommerce's and sourcebuster's are. */
export interface CookieOptions {
  domain?: string;
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  let cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  if (options.domain) cookie += `; domain=${options.domain}`;
  if (options.maxAgeSeconds !== undefined) cookie += `; max-age=${options.maxAgeSeconds}`;
  if (options.sameSite) cookie += `; SameSite=${options.sameSite}`;
  // biome-ignore lint/suspicious/noDocumentCookie: this module is the one writer; the Cookie Store API is async and not in every browser we serve, and sourcebuster and WooCommerce read what we write synchronously
  document.cookie = cookie;
}

/** Deletes a cookie (of `domain`, or the host-only one): max-age 0 ends it at once. */
export function deleteCookie(name: string, domain?: string): void {
  setCookie(name, '', { domain, maxAgeSeconds: 0 });
}
