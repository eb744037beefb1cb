import * as z from 'zod/mini';
import type { HttpClient } from './http';
import { numeric } from './php-values';

/**
 * The theme's live product search (HOOKS "Store-wide"): POST admin-ajax
 * `action=rehub_ajax_search`; the answer is text holding JSON.
 */
export const liveSearchAnswer = z.object({
  /** The results as server HTML (rows `.re-search-result-div`). */
  re_data: z.string(),
  re_total_inlist: z.optional(numeric),
  /** The query the answer is for: an answer for an older query is dropped. */
  re_search_query: z.string(),
});
export type LiveSearchAnswer = z.infer<typeof liveSearchAnswer>;

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
