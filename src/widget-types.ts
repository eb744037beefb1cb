import type { ShopConfig } from './config/read-config';
import type { HttpClient } from './api/http';
import type { ShopStore } from './store/types';
import type { CartCore } from './cart/core';

/** What every widget receives. */
export interface WidgetContext {
  store: ShopStore;
  config: ShopConfig;
  http: HttpClient;
  /** The cart's actions (src/cart): add, remove, quantities, refresh; its state is in the store. */
  cart: CartCore;
  /**
   * Loads (if needed) and mounts an island on every root it has on the page now; false when it
   * has no root or its code failed to load or start (the caller falls back to the markup's way).
   */
  activateIsland(name: string): Promise<boolean>;
}

export type Cleanup = () => void;
