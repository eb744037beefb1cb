/**
 * The marketplace shops of the cart page (SPEC §4 "Marketplace shop in the cart"): each shop
 * starts pending, is decided once (checked out or cancelled), and checkout is allowed only when
 * every shop is decided.
 */
export type ShopDecision = 'success' | 'cancel';

export interface ShopsState {
  /** The shops' domains, in page order. */
  shops: string[];
  /** The first decision of each decided shop. */
  decided: Record<string, ShopDecision>;
}

export const initialShops = (shops: string[]): ShopsState => ({ shops, decided: {} });

/** Records a decision; a shop that was already decided keeps its first one (counted once). */
export function decideShop(state: ShopsState, shop: string, decision: ShopDecision): ShopsState {
  if (!state.shops.includes(shop) || state.decided[shop]) return state;
  return { ...state, decided: { ...state.decided, [shop]: decision } };
}

export const decidedCount = (state: ShopsState): number => state.shops.filter((s) => state.decided[s]).length;

export const checkoutAllowed = (state: ShopsState): boolean => decidedCount(state) === state.shops.length;
