import type { SliceCreator } from '../types';
import type { CountryBoxData } from '../../lib/country-box-data';
import { settleUnknown } from '../../lib/country-status';
import { checkoutAllowed, decideShop, initialShops, type ShopDecision, type ShopsState } from '../../lib/marketplace-shops';
import { t } from '../../i18n/t';
import { loadChunk } from '../../lib/load-chunk';

/** The marketplace slice (issue 3): the product page's country box and the cart page's shops. */
export interface MarketplaceSlice {
  /** The country box of this product page (null until the box has been read, or on other pages). */
  box: CountryBoxData | null;
  /** The country the shopper buys from (the checked radio), '' when none. */
  chosenCountry: string;
  /** The box's loader text while one of its calls runs ('Saving...', 'Updating...'), else null. */
  boxBusy: string | null;
  /** Whether update_countries already ran in this page view (it runs at most once). */
  countriesUpdated: boolean;
  /** The marketplace shops of the cart page and their decisions. */
  shops: ShopsState;

  /** Starts the box from the server's markup. */
  initCountryBox(data: CountryBoxData): void;
  /** Chooses a country and saves it at once (save_product_country); failures are ignored. */
  chooseCountry(domain: string): Promise<void>;
  /** update_countries, once per page view: its HTML refreshes the box. Failures are ignored. */
  updateCountries(): Promise<void>;
  /** Ends the country-check verify: what is still unknown is 'not available'. */
  settleUnverified(): void;
  initShops(domains: string[]): void;
  decideShop(domain: string, decision: ShopDecision): void;
  /** Whether every marketplace shop has been checked out or cancelled. */
  shopsAllDecided(): boolean;
}

export const createMarketplaceSlice: SliceCreator<'marketplace'> = ({ get, set }, { http, config }) => {
  let calls: Promise<ReturnType<typeof import('./marketplace-calls').marketplaceCalls>> | undefined;
  // The calls' code loads with the first call; if it cannot load, the call is ignored like a
  // failed one (the server markup stays) and the next call tries the download again.
  const api = () =>
    (calls ??= loadChunk(() => import('./marketplace-calls')).then(
      (m) => m.marketplaceCalls(http, config),
      (error: unknown) => {
        calls = undefined;
        throw error;
      },
    ));
  // The loader shows the text of the latest call and goes when the last one has answered.
  let running = 0;
  async function busyWhile<T>(text: string, call: Promise<T>): Promise<T> {
    running++;
    set({ boxBusy: text });
    try {
      return await call;
    } finally {
      if (--running === 0) set({ boxBusy: null });
    }
  }
  return {
    box: null,
    chosenCountry: '',
    boxBusy: null,
    countriesUpdated: false,
    shops: initialShops([]),

    initCountryBox(data) {
      set({ box: data, chosenCountry: get().chosenCountry || data.country });
    },
    async chooseCountry(domain) {
      const box = get().box;
      if (!box || domain === get().chosenCountry) return;
      set({ chosenCountry: domain });
      await busyWhile(
        t('saving'),
        api()
          .then((a) => a.saveProductCountry({ product_id: box.productId, product_country: domain }))
          .catch(() => null),
      );
    },
    async updateCountries() {
      const box = get().box;
      if (!box || get().countriesUpdated) return;
      set({ countriesUpdated: true });
      const fresh = await busyWhile(
        t('updating'),
        api()
          .then((a) => a.freshCountries(box, get().chosenCountry))
          .catch(() => null),
      );
      if (fresh) set((s) => ({ box: s.box ? { ...s.box, countries: fresh.countries, affiliateIds: fresh.affiliateIds } : s.box }));
    },
    settleUnverified() {
      set((s) => ({ box: s.box ? { ...s.box, countries: settleUnknown(s.box.countries) } : s.box }));
    },
    initShops(domains) {
      set({ shops: initialShops(domains) });
    },
    decideShop(domain, decision) {
      set((s) => ({ shops: decideShop(s.shops, domain, decision) }));
    },
    shopsAllDecided() {
      return checkoutAllowed(get().shops);
    },
  };
};
