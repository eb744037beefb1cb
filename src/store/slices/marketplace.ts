import type { SliceCreator } from '../types';
import type { CountryBoxData } from '../../lib/country-box-data';
import type { ShopsState } from '../../lib/marketplace-shops';

/**
 * The marketplace slice (issue 3): the product page's country box and the cart page's shops.
 * State only: its actions are in the code of the widgets that act on it, not in the start-up
 * code (widgets/country-box/, ./marketplace-shops-actions.ts).
 */
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
}

export const createMarketplaceSlice: SliceCreator<'marketplace'> = () => ({
  box: null,
  chosenCountry: '',
  boxBusy: null,
  countriesUpdated: false,
  shops: { shops: [], decided: {} },
});
