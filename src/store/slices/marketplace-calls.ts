import { marketplaceApi, type MarketplaceApi } from '../../api/marketplace';
import { htmlToFragment } from '../../dom/html';
import { readCountryBox, type CountryBoxData } from '../../lib/country-box-data';
import type { ShopConfig } from '../../config/read-config';
import type { HttpClient } from '../../api/http';

/**
 * The marketplace slice's calls, in a chunk of their own: only product pages with a country box
 * make them, so the start-up code does not carry the calls' schemas and the box reader.
 */
export function marketplaceCalls(http: HttpClient, config: ShopConfig) {
  const api: MarketplaceApi = marketplaceApi(http, config);
  return {
    saveProductCountry: api.saveProductCountry,
    /** update_countries: the refreshed countries and ids, or null when the call or its answer failed. */
    async freshCountries(box: CountryBoxData, country: string): Promise<Pick<CountryBoxData, 'countries' | 'affiliateIds'> | null> {
      const result = await api.updateCountries({ product_id: box.productId, asin: box.asin, product_country: country });
      return result.ok && result.data.status === 'valid' ? readCountryBox(htmlToFragment(result.data.html)) : null;
    },
  };
}
