import { readConfig } from './config/read-config';
import { installMessages } from './i18n/t';
import { createHttpClient } from './api/http';
import { createShopStore } from './store/create-store';
import { connectCart } from './connect-cart';
import type { CartCore } from './cart/core';
import { on } from './events/bus';
import { rest } from './rest';
import { loadChunk } from './lib/load-chunk';
import { createMounter, registry, type Mounter, type WidgetDefinition } from '../mount';
import type { ShopWidgetsApi } from './public-api';
import type { ShopStore } from './store/types';
import type { ShopConfig } from './config/read-config';

export const VERSION = '0.1.0';

/** The globals whose absence src/config/missing-globals.ts explains (HOOKS.md). */
const WOOCOMMERCE_GLOBALS = ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'woocommerce_params', 'wc_order_attribution'];

export interface Booted {
  api: ShopWidgetsApi;
  store: ShopStore;
  /** The cart's actions (the state is in the store). */
  cart: CartCore;
  config: ShopConfig;
  mounter: Mounter;
  /** Stops everything this boot started (tests; a page that tears the script down). */
  stop(): void;
}

/** Builds everything from the page: config → store → mount. Tests call it with their own widgets. */
export function boot(widgets: WidgetDefinition[] = registry): Booted {
  const config = readConfig(window);
  installMessages(config);
  // The cart's URLs: the add-to-cart script's where the page prints it, else WooCommerce's own.
  const urls = config.present.wc_add_to_cart_params ? config.addToCart : config.woocommerce;
  const http = createHttpClient({ wcAjaxUrl: urls.wc_ajax_url, adminAjaxUrl: urls.ajax_url });
  const store = createShopStore({ config, http });
  const cart = connectCart(store, http, config);
  const mounter = createMounter({ store, config, http, cart }, widgets, config.options.disabled_widgets);
  mounter.mount(document);
  // A theme developer's hint, fetched only on a page that lacks one of WooCommerce's globals
  // (a shop that prints them all, as WooCommerce does, pays nothing for it).
  if (WOOCOMMERCE_GLOBALS.some((global) => !config.present[global])) {
    loadChunk(() => import('./config/missing-globals')).then(
      (m) => m.warnMissingGlobals(config.present),
      () => {},
    );
  }
  const api: ShopWidgetsApi = {
    version: VERSION,
    mount: (root) => mounter.mount(root),
    unmount: (root) => mounter.unmount(root),
    store: { getState: store.getState, subscribe: store.subscribe },
    on,
    rest,
  };
  const stop = () => {
    mounter.stop();
    http.stop();
  };
  return { api, store, cart, config, mounter, stop };
}
