import { anyAnswer, statusHtmlAnswer, woozoneCall } from '../../api/woozone';
import { htmlToFragment } from '../../dom/html';
import type { CountryBoxData } from '../../lib/country-box-data';
import type { ShopConfig } from '../../config/read-config';
import type { HttpClient } from '../../api/http';

/**
 * The marketplace slice's calls, in a chunk of their own: only product pages with a country box
 * make them. update_countries runs as the page loads: both answers are checked by hand
 * (src/api/woozone.ts), so the box does not wait for zod.
 */
export function marketplaceCalls(http: HttpClient, config: ShopConfig) {
  const call = woozoneCall(http, config);
  return {
    /** save_product_country: its answer is not shown; failures are ignored by the caller. */
    saveProductCountry: (p: { product_id: string; product_country: string }) => call('save_product_country', p, anyAnswer),
    /**
     * update_countries: the refreshed box's markup, or null when the call failed. Read by the
     * caller (the box's reader is in the country box's chunk: imported here, it would make that
     * chunk a facade and one more file).
     */
    async freshCountries(box: CountryBoxData, country: string): Promise<DocumentFragment | null> {
      const result = await call('update_countries', { product_id: box.productId, asin: box.asin, product_country: country }, statusHtmlAnswer);
      return result.ok && result.data.status === 'valid' ? htmlToFragment(result.data.html) : null;
    },
  };
}
