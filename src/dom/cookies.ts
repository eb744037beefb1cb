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
export function cookieValues(name: string, jar: string = document.cookie): string[] {
  const prefix = `${name}=`;
  return jar
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(prefix))
    .map((part) => decodeOrRaw(part.slice(prefix.length)));
}

export const getCookie = (name: string, doc: Document = document): string | undefined => cookieValues(name, doc.cookie)[0];

export interface CookieOptions {
  path?: string;
  domain?: string;
  maxAgeSeconds?: number;
  expires?: Date;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function setCookie(name: string, value: string, options: CookieOptions = {}, doc: Document = document): void {
  let cookie = `${name}=${encodeURIComponent(value)}; path=${options.path ?? '/'}`;
  if (options.domain) cookie += `; domain=${options.domain}`;
  if (options.maxAgeSeconds !== undefined) cookie += `; max-age=${options.maxAgeSeconds}`;
  if (options.expires) cookie += `; expires=${options.expires.toUTCString()}`;
  if (options.sameSite) cookie += `; SameSite=${options.sameSite}`;
  doc.cookie = cookie;
}

export function deleteCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}, doc: Document = document): void {
  setCookie(name, '', { ...options, expires: new Date(0) }, doc);
}
