import type { WidgetContext } from '../../mount/types';
import type { ApiResult } from '../../src/api/http';
import { check, isRecord, type Validator } from '../../src/api/http';
import { parseInert } from '../../src/dom/browser';
import { readCountryBox, type CountryBoxData } from '../../src/lib/country-box-data';

/** A call of the box to the marketplace plugin, for its product. */
export type WooZoneCall = <T>(subAction: string, body: Record<string, string>, answer: Validator<T>) => Promise<ApiResult<T>>;

/** save_product_country: the answer is not shown (SPEC §7); anything that arrives counts. */
export const anyAnswer = check((value): { value: unknown } => ({ value }));

/**
 * update_countries: `{status, html}`, the html a refreshed box, read as the page's box is. Only
 * read, never shown: parsed inert, without the cleaner's chunk (a product page's fetch at load).
 * An answer whose box cannot be read, or that the page's policy refuses to parse, is a failure:
 * the cached statuses stay.
 */
export const boxAnswer = check((value) => {
  try {
    const box = isRecord(value) && value.status === 'valid' && typeof value.html === 'string' && readCountryBox(parseInert(value.html));
    return box ? { value: box } : undefined;
  } catch {
    return undefined;
  }
});

/**
 * The country box's calls to the marketplace plugin (SPEC §7: POST admin-ajax
 * `action=WooZone_frontend` by sub_action, with WooZone's nonce and the product's id). Written
 * here rather than through src/api/woozone.ts, which the other marketplace calls (reviews,
 * cross-sell, sync, checkout) share: shared with them it would be a file of its own that every
 * product page fetches at load.
 * Failures are ignored silently (the server's statuses stay), as for every affiliate call.
 */
export function woozoneCall({ http, config }: WidgetContext, box: CountryBoxData): WooZoneCall {
  return (sub_action, body, answer) =>
    http.request(
      new URL(config.marketplace.ajax_url, location.href).href,
      { method: 'POST', form: { action: 'WooZone_frontend', sub_action, nonce: config.marketplace.nonce, product_id: box.productId, ...body } },
      answer,
    );
}
