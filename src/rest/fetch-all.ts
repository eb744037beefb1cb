import type { Validator } from '../api/http';
import { REST_FETCH_ALL_PAGE_SIZE } from '../config/constants';
import { catalogueError } from './errors';
import { nextLink } from './url';
import type { RestCall, RestCore } from './client';
import type { RestResult } from './types';

/** A runaway server (a next link that never ends) stops here. */
const MAX_PAGES = 1000;

/**
 * `per_page=-1`: every page, 100 at a time, following the `rel="next"` Link of each answer,
 * joined into one array. A next link to another origin is not followed (it would carry the
 * nonce away); any page that fails makes the whole call fail, so nothing is silently missing.
 */
export async function fetchAllPages(core: RestCore, call: RestCall, schema?: Validator<unknown>): Promise<RestResult<unknown>> {
  const firstUrl = new URL(call.url);
  firstUrl.searchParams.set('per_page', String(REST_FETCH_ALL_PAGE_SIZE));
  let page = await core.read<unknown>(await core.send({ ...call, url: firstUrl }));
  if (!page.ok || !Array.isArray(page.data)) return validate(page, schema);
  const items: unknown[] = [...page.data];
  const seen = new Set([firstUrl.href]);
  let next = nextLink(page.headers.get('link'));
  while (next) {
    let url: URL;
    try {
      url = new URL(next, firstUrl);
    } catch {
      return { ok: false, error: catalogueError('unknown_error', { data: { next } }) };
    }
    if (url.origin !== firstUrl.origin || seen.has(url.href) || seen.size >= MAX_PAGES) {
      return { ok: false, error: catalogueError('unknown_error', { data: { next } }) };
    }
    seen.add(url.href);
    if (!url.searchParams.has('_locale')) url.searchParams.set('_locale', 'user');
    page = await core.read<unknown>(await core.send({ ...call, url }));
    if (!page.ok) return page;
    if (!Array.isArray(page.data)) return { ok: false, error: catalogueError('invalid_json', { status: page.status }) };
    items.push(...page.data);
    next = nextLink(page.headers.get('link'));
  }
  return validate({ ...page, data: items }, schema);
}

function validate(result: RestResult<unknown>, schema?: Validator<unknown>): RestResult<unknown> {
  if (!result.ok || !schema) return result;
  const parsed = schema.safeParse(result.data);
  return parsed.success ? { ...result, data: parsed.data } : { ok: false, error: catalogueError('invalid_json', { status: result.status }) };
}
