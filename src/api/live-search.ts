import type { HttpClient } from './http';
import { numeric } from '../config/checks';
import { check, isRecord } from './http';

/**
 * The theme's live product search (HOOKS "Store-wide"): POST admin-ajax
 * `action=rehub_ajax_search`; the answer is text holding JSON.
 */
export interface LiveSearchAnswer {
  /** The results as server HTML (rows `.re-search-result-div`). */
  re_data: string;
  re_total_inlist?: number;
  /** The query the answer is for: an answer for an older query is dropped. */
  re_search_query: string;
}

export const liveSearchAnswer = check<LiveSearchAnswer>((value) => {
  if (!isRecord(value) || typeof value.re_data !== 'string' || typeof value.re_search_query !== 'string') return undefined;
  const total = value.re_total_inlist === undefined ? undefined : numeric(value.re_total_inlist);
  if (value.re_total_inlist !== undefined && total === undefined) return undefined;
  return { value: { re_data: value.re_data, re_search_query: value.re_search_query, ...(total === undefined ? {} : { re_total_inlist: total }) } };
});

export interface LiveSearchQuery {
  text: string;
  postType: string;
  enableCompare: string;
  affLink: string;
  catId: string;
  nonce: string;
}

export function liveSearch(http: HttpClient, q: LiveSearchQuery, signal?: AbortSignal) {
  return http.adminAjax(
    {
      action: 'rehub_ajax_search',
      re_string: q.text,
      posttypesearch: q.postType,
      enable_compare: q.enableCompare,
      aff_link: q.affLink,
      catid: q.catId,
      security: q.nonce,
    },
    liveSearchAnswer,
    { signal },
  );
}
