import { check } from './http';
import type { HttpClient } from './http';

/** The answer meaning "nothing left" (HOOKS "Load more"). */
export const NOTHING_LEFT = 'fail';

/**
 * `action=re_filterpost` answers the next items as an HTML fragment, or `fail`. Anything else
 * (JSON, a whole error page, an empty body) is not a fragment and counts as a failed call.
 */
export const loadMoreAnswer = check((text) => {
  const body = typeof text === 'string' ? text.trim() : '';
  return body === NOTHING_LEFT || (body.startsWith('<') && !/^<(!doctype|html)/i.test(body)) ? { value: text as string } : undefined;
});

export interface LoadMoreRequest {
  offset: string;
  containerId: string;
  sortType: string;
  filterArgs: string;
  innerArgs: string;
  template: string;
  nonce: string;
}

export function loadMore(http: HttpClient, r: LoadMoreRequest) {
  return http.adminAjax(
    {
      action: 're_filterpost',
      sorttype: r.sortType,
      filterargs: r.filterArgs,
      template: r.template,
      containerid: r.containerId,
      offset: r.offset,
      innerargs: r.innerArgs,
      security: r.nonce,
    },
    loadMoreAnswer,
  );
}
