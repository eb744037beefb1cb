import { createStore } from 'zustand/vanilla';
import type { ShopState, ShopStore, SliceApi, StoreDeps } from './types';
import { createCartSlice } from '../cart/core';
import { createMarketplaceSlice } from './slices/marketplace';
import { createCompareSlice } from './slices/compare';
import { createAccountSlice } from './slices/account';
import { createUiSlice } from './slices/ui';

export function createShopStore(deps: StoreDeps): ShopStore {
  return createStore<ShopState>()((set, get, root) => {
    const sliceApi = <K extends keyof ShopState>(key: K): SliceApi<K> => ({
      get: () => get()[key],
      set: (partial) =>
        set((state) => {
          const patch = typeof partial === 'function' ? partial(state[key]) : partial;
          return { [key]: { ...state[key], ...patch } } as unknown as Partial<ShopState>;
        }),
      root,
    });
    return {
      cart: createCartSlice(sliceApi('cart'), deps),
      marketplace: createMarketplaceSlice(sliceApi('marketplace'), deps),
      compare: createCompareSlice(sliceApi('compare'), deps),
      account: createAccountSlice(sliceApi('account'), deps),
      ui: createUiSlice(sliceApi('ui'), deps),
    };
  });
}
