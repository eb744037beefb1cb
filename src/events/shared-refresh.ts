import { getJQuery } from './bus';

/** A cart refresh's answer as get_refreshed_fragments gives it; null when the refresh failed. */
export interface RefreshAnswer {
  fragments: Record<string, string>;
  cart_hash: string;
}

const REFRESH_ENDPOINT = /[?&]wc-ajax=get_refreshed_fragments(&|$)/;

/**
 * While our get_refreshed_fragments is on its way, a refresh another script asks through jQuery
 * (WooCommerce's cart-fragments.js delayed until the first interaction, arriving meanwhile) is
 * answered with ours instead of a second request: a jQuery transport that takes that URL only
 * then, and leaves every other request, and this one at any other time, to jQuery.
 */
export function createSharedRefresh() {
  let pending: Promise<RefreshAnswer | null> | null = null;

  const transport = (options: { url?: unknown }): JQueryTransport | undefined => {
    const ours = pending;
    if (!ours || typeof options.url !== 'string' || !REFRESH_ENDPOINT.test(options.url)) return undefined;
    let aborted = false;
    return {
      send(_headers, complete) {
        void ours.then((answer) => {
          if (aborted) return;
          if (answer) complete(200, 'success', { text: JSON.stringify(answer) }, 'Content-Type: application/json; charset=UTF-8');
          else complete(0, 'error');
        });
      },
      abort() {
        aborted = true;
      },
    };
  };

  /** Puts the transport on the page's jQuery (it may arrive late, with the delayed script). */
  const install = () => void addJQueryTransport(transport);

  return {
    install,
    /** Shares this refresh until it settles. */
    share(answer: Promise<RefreshAnswer | null>): void {
      pending = answer;
      install();
      void answer.finally(() => {
        if (pending === answer) pending = null;
      });
    },
  };
}

/** What a jQuery transport completes an AJAX request with (status, text, responses, headers). */
type JQueryTransportComplete = (status: number, statusText: string, responses?: { text: string }, headers?: string) => void;
interface JQueryTransport {
  send(headers: unknown, complete: JQueryTransportComplete): void;
  abort(): void;
}
type JQueryWithTransports = NonNullable<ReturnType<typeof getJQuery>> & {
  ajaxTransport?: (dataType: string, factory: (options: { url?: unknown }) => JQueryTransport | undefined) => void;
};
const transportsOn = new WeakMap<object, Set<object>>();

/**
 * Puts a transport first on the page's jQuery (jQuery's extension point for where an AJAX
 * answer comes from; the factory returns undefined to leave a request to jQuery), once per
 * jQuery and factory; false without jQuery.
 */
function addJQueryTransport(factory: (options: { url?: unknown }) => JQueryTransport | undefined): boolean {
  const $ = getJQuery() as JQueryWithTransports | undefined;
  if (!$?.ajaxTransport) return false;
  const added = transportsOn.get($) ?? new Set<object>();
  if (!added.has(factory)) {
    added.add(factory);
    transportsOn.set($, added);
    $.ajaxTransport('+*', factory);
  }
  return true;
}
