import type { SliceCreator } from '../types';
import type { ShopsState } from '../../lib/marketplace-shops';

/**
 * The marketplace slice (issue 3): the product page's country box and the cart page's shops.
 * State only: its actions are in the code of the widgets that act on it, not in the start-up
 * code (widgets/country-box/, ./marketplace-shops-actions.ts).
 */
export interface MarketplaceSlice {
  /** The country the shopper buys from (the checked radio), '' when none. */
  chosenCountry: string;
  /** Whether update_countries already ran in this page view (it runs at most once). */
  countriesUpdated: boolean;
  /** The marketplace shops of the cart page and their decisions. */
  shops: ShopsState;
}

export const createMarketplaceSlice: SliceCreator<'marketplace'> = () => ({
  chosenCountry: '',
  countriesUpdated: false,
  shops: { shops: [], decided: {} },
});
