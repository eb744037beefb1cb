import type { ShopStore, StoreDeps } from '../types';
import type { MarketplaceSlice } from './marketplace';
import { readCountryBox, type CountryBoxData } from '../../lib/country-box-data';
import { settleUnknown } from '../../lib/country-status';
import { t } from '../../i18n/t';
import { loadChunk } from '../../lib/load-chunk';

/** The country box's actions on the marketplace slice. */
export interface CountryBoxActions {
  /** Starts the box from the server's markup. */
  initCountryBox(data: CountryBoxData): void;
  /** Chooses a country and saves it at once (save_product_country); failures are ignored. */
  chooseCountry(domain: string): Promise<void>;
  /** update_countries, once per page view: its HTML refreshes the box. Failures are ignored. */
  updateCountries(): Promise<void>;
  /** Ends the country-check verify: what is still unknown is 'not available'. */
  settleUnverified(): void;
}

const ofStore = new WeakMap<ShopStore, CountryBoxActions>();

/**
 * The country box's actions on a store's marketplace slice, in the country box's own code (the
 * state is in the start-up code; its actions are not on the store, as the cart's are not): one
 * set per store, so the loader's count of running calls is shared. The cart page's shops have
 * theirs in ./marketplace-shops-actions.ts.
 */
export function countryBoxActions(store: ShopStore, deps: StoreDeps): CountryBoxActions {
  const known = ofStore.get(store);
  if (known) return known;
  const actions = createActions(store, deps);
  ofStore.set(store, actions);
  return actions;
}

function createActions(store: ShopStore, { http, config }: StoreDeps): CountryBoxActions {
  const get = () => store.getState().marketplace;
  const set = (patch: Partial<MarketplaceSlice> | ((prev: MarketplaceSlice) => Partial<MarketplaceSlice>)) =>
    store.setState(({ marketplace }) => ({ marketplace: { ...marketplace, ...(typeof patch === 'function' ? patch(marketplace) : patch) } }));
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
          .then((markup) => markup && readCountryBox(markup))
          .catch(() => null),
      );
      if (fresh) set((s) => ({ box: s.box ? { ...s.box, countries: fresh.countries, affiliateIds: fresh.affiliateIds } : s.box }));
    },
    settleUnverified() {
      set((s) => ({ box: s.box ? { ...s.box, countries: settleUnknown(s.box.countries) } : s.box }));
    },
  };
}
