import type { StoreApi } from 'zustand/vanilla';
import type { ShopConfig } from '../config/read-config';
import type { HttpClient } from '../api/http';
import type { CartSlice } from '../cart/core';
import type { MarketplaceSlice } from './slices/marketplace';
import type { CompareSlice } from './slices/compare';
import type { AccountSlice } from './slices/account';
import type { UiSlice } from './slices/ui';

/** The one store: a slice per domain, each its own state and actions (DESIGN §5). */
export interface ShopState {
  cart: CartSlice;
  marketplace: MarketplaceSlice;
  compare: CompareSlice;
  account: AccountSlice;
  ui: UiSlice;
}

export type ShopStore = StoreApi<ShopState>;

/** What actions may use: only actions talk to the network, and only through src/api. */
export interface StoreDeps {
  config: ShopConfig;
  http: HttpClient;
}

/** A slice sees its own part of the state, and the whole store for cross-slice reads. */
export interface SliceApi<K extends keyof ShopState> {
  get(): ShopState[K];
  set(partial: Partial<ShopState[K]> | ((prev: ShopState[K]) => Partial<ShopState[K]>)): void;
  root: ShopStore;
}

export type SliceCreator<K extends keyof ShopState> = (api: SliceApi<K>, deps: StoreDeps) => ShopState[K];
