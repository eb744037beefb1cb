import type { RestQuery } from './types';

/**
 * Builds the URL of a REST call. A route is joined to the REST root: `{host}/wp-json/` + route,
 * or, on plain-permalink sites, `{host}/?rest_route=/` + route (its `?` becomes `&`). An
 * absolute URL, or a site path inside the root (`/wp-json/…`), is used as it is. Every call
 * carries `_locale=user`, so WordPress answers in the user's language.
 */
export function restUrl(root: string, path: string, query: RestQuery = {}, base: string = location.href): URL {
  const rootUrl = new URL(root, base);
  let url: URL;
  if (/^https?:\/\//i.test(path)) {
    url = new URL(path);
  } else if (rootUrl.pathname !== '/' && path.startsWith(rootUrl.pathname)) {
    url = new URL(path, rootUrl.origin);
  } else {
    const route = path.replace(/^\/+/, '');
    const joined = rootUrl.search ? `${rootUrl.href}${route.replace('?', '&')}` : `${rootUrl.href.replace(/\/?$/, '/')}${route}`;
    url = new URL(joined);
  }
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  if (!url.searchParams.has('_locale')) url.searchParams.set('_locale', 'user');
  return url;
}

/** The route of a REST URL (`/wp/v2/media`), for the rules that depend on it. */
export function routeOf(url: URL, root: string): string {
  const rootUrl = new URL(root, url);
  if (url.searchParams.has('rest_route')) return url.searchParams.get('rest_route') ?? '/';
  const prefix = rootUrl.pathname.replace(/\/$/, '');
  return url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || '/' : url.pathname;
}

/** The `rel="next"` target of a Link header. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (match) return match[1]!;
  }
  return null;
}
