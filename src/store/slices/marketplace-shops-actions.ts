import type { ShopStore } from '../types';
import { checkoutAllowed, decideShop, initialShops, type ShopDecision, type ShopsState } from '../../lib/marketplace-shops';

/**
 * The cart page's marketplace shops, on the marketplace slice: the marketplace checkout's
 * actions, in its own code (the slice's state is in the start-up code).
 */
export function shopsActions(store: ShopStore) {
  const setShops = (shops: (prev: ShopsState) => ShopsState) =>
    store.setState(({ marketplace }) => ({ marketplace: { ...marketplace, shops: shops(marketplace.shops) } }));
  return {
    initShops(domains: string[]): void {
      setShops(() => initialShops(domains));
    },
    /** Records a shop's checkout or cancel; a shop keeps its first decision. */
    decideShop(domain: string, decision: ShopDecision): void {
      setShops((shops) => decideShop(shops, domain, decision));
    },
    /** Whether every marketplace shop has been checked out or cancelled. */
    shopsAllDecided: (): boolean => checkoutAllowed(store.getState().marketplace.shops),
  };
}
