import { readConfig } from './config/read-config';
import { installMessages } from './i18n/t';
import { loadTranslationsOnIntent } from './i18n/translations';
import { createHttpClient } from './api/http';
import { createShopStore } from './store/create-store';
import { on } from './events/bus';
import { rest } from './rest';
import { warnMissingGlobals } from './config/missing-globals';
import { createMounter, registry, type Mounter, type WidgetDefinition } from '../mount';
import type { ShopWidgetsApi } from './public-api';
import type { ShopStore } from './store/types';
import type { ShopConfig } from './config/read-config';

export const VERSION = '0.1.0';

export interface Booted {
  api: ShopWidgetsApi;
  store: ShopStore;
  config: ShopConfig;
  mounter: Mounter;
  /** Resolves once the start-up work has run (it may run in slices: BootOptions). */
  started: Promise<void>;
  /** Stops everything this boot started (tests; a page that tears the script down). */
  stop(): void;
}

export interface BootOptions {
  /** The page's boot: start-up work in slices of this many ms (mount/start-steps.ts); tests: at once. */
  sliceMs?: number;
}

/** Builds everything from the page: config → store → mount. Tests call it with their own widgets. */
export function boot(widgets: WidgetDefinition[] = registry, options: BootOptions = {}): Booted {
  const config = readConfig(window);
  installMessages(config);
  loadTranslationsOnIntent();
  const http = createHttpClient({
    wcAjaxUrl: config.present.wc_add_to_cart_params ? config.addToCart.wc_ajax_url : config.woocommerce.wc_ajax_url,
    adminAjaxUrl: config.present.wc_add_to_cart_params ? config.addToCart.ajax_url : config.woocommerce.ajax_url,
  });
  const store = createShopStore({ config, http });
  const mounter = createMounter({ store, config, http }, widgets, config.options.disabled_widgets, { sliceMs: options.sliceMs });
  mounter.mount(document);
  // A theme developer's hint: a few selector look-ups, no download.
  warnMissingGlobals(config.present);
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
  return { api, store, config, mounter, started: mounter.whenStarted(), stop };
}
