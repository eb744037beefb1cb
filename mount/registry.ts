import type { WidgetDefinition } from './types';
import { widget as analytics } from '../widgets/analytics/contract';
import { widget as announcer } from '../widgets/announcer/contract';
import { widget as avatarDropdown } from '../widgets/avatar-dropdown/contract';
import { widgets as cart } from '../widgets/cart/contract';
import { widget as collapsibles } from '../widgets/collapsibles/contract';
import { widget as comingSoonBanner } from '../widgets/coming-soon-banner/contract';
import { widgets as compare } from '../widgets/compare/contract';
import { widget as countryBox } from '../widgets/country-box/contract';
import { widgets as coupons } from '../widgets/coupons/contract';
import { widget as crossSell } from '../widgets/cross-sell/contract';
import { widget as dealCountdown } from '../widgets/deal-countdown/contract';
import { widget as dealTemperature } from '../widgets/deal-temperature/contract';
import { widget as hoverMenu } from '../widgets/hover-menu/contract';
import { widget as liveSearch } from '../widgets/live-search/contract';
import { widget as loadMore } from '../widgets/load-more/contract';
import { widget as loginPopups } from '../widgets/login-popups/contract';
import { widget as marketplaceCheckout } from '../widgets/marketplace-checkout/contract';
import { widget as marketplaceMinicart } from '../widgets/marketplace-minicart/contract';
import { widget as marketplaceReviews } from '../widgets/marketplace-reviews/contract';
import { widget as mobileMenu } from '../widgets/mobile-menu/contract';
import { widgets as modals } from '../widgets/modals/contract';
import { widget as orderAttribution } from '../widgets/order-attribution/contract';
import { widget as quantity } from '../widgets/quantity/contract';
import { widget as ratings } from '../widgets/ratings/contract';
import { widget as scrollHelpers } from '../widgets/scroll-helpers/contract';
import { widget as searchSplash } from '../widgets/search-splash/contract';
import { widget as secureImages } from '../widgets/secure-images/contract';
import { widget as shareButtons } from '../widgets/share-buttons/contract';
import { widget as sortSelect } from '../widgets/sort-select/contract';
import { widget as storeNotice } from '../widgets/store-notice/contract';
import { widget as syncNotice } from '../widgets/sync-notice/contract';
import { widgets as toasts } from '../widgets/toasts/contract';

/**
 * Every widget declares itself in `widgets/<name>/contract.ts` (its DOM hook, its strategy);
 * this lists them, in the order of their folders (one exception, said where it is). Contracts
 * are tiny and eager; an island's code stays behind `load()`.
 *
 * Named imports, not a glob: a glob's result is keyed by each contract's path, and those 32
 * paths would ship in the start-up code; only the definitions are wanted (`widget`, or
 * `widgets` where a contract defines more than one). registry.test.ts checks that every
 * contract folder is listed here.
 */
export const registry: WidgetDefinition[] = [
  analytics,
  announcer,
  avatarDropdown,
  ...cart,
  collapsibles,
  comingSoonBanner,
  ...compare,
  countryBox,
  ...coupons,
  crossSell,
  dealCountdown,
  dealTemperature,
  hoverMenu,
  liveSearch,
  loadMore,
  loginPopups,
  marketplaceCheckout,
  marketplaceMinicart,
  marketplaceReviews,
  mobileMenu,
  ...modals,
  // Before order attribution: its cookie is read before the landing capture writes any (store-notice/contract.ts).
  storeNotice,
  orderAttribution,
  quantity,
  ratings,
  scrollHelpers,
  searchSplash,
  secureImages,
  shareButtons,
  sortSelect,
  syncNotice,
  ...toasts,
];
