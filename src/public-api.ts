import type { ShopEventName } from './events/bus';
import type { ShopState } from './store/types';
import type { RestClient } from './rest/types';

/** `window.ShopWidgets`: what a theme developer's own code may use (docs/api.md). */
export interface ShopWidgetsApi {
  /** The version of the bundle. */
  version: string;
  /** Enhances markup under root that the scanner has not seen (it also watches by itself). */
  mount(root: ParentNode): void;
  /** Unmounts the islands and enhanced elements under root. */
  unmount(root: ParentNode): void;
  /** Read-only access to the store. */
  store: {
    getState(): ShopState;
    subscribe(listener: (state: ShopState, previous: ShopState) => void): () => void;
  };
  /** Subscribes to a `shop-widgets:<name>` event; returns the unsubscribe. */
  on(event: ShopEventName, handler: (detail: Record<string, unknown>) => void): () => void;
  /** The WordPress REST client (nonce, _locale=user, method override, fetch-all, media upload). */
  rest: RestClient;
}

declare global {
  interface Window {
    ShopWidgets?: ShopWidgetsApi;
  }
}
