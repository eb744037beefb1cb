/**
 * `shop-widgets/testing`: the kit for widget tests in vitest + jsdom + msw, ours and QA's.
 * The fake shop (catalogue, sessions, failure modes) behind MSW, the fixture pages, the real
 * script booted on them, and the waits a test needs. README "For QA" shows a whole test.
 */
export { setupShop, claimShopServer, type ShopServer } from './server';
export { createShopHandlers } from '../fixtures/transports/msw';
export { createDemoShop, DemoShop, type FailureMode } from '../fixtures/shop/index';
export { catalogue, type Product } from '../fixtures/shop/catalogue';
export { loadPage, loadHtml, startWidgets, stopWidgets, resetPage, settle, callsSettled } from '../test/helpers/page';
export { until, waitUntil } from './wait';
export { fillCart, cartSettled, nextShopEvent } from './cart';
export { useFakeClock, type FakeClock } from './clock';
/** Navigation seam: `vi.spyOn(browser, 'assign')` sees where a fallback sends the shopper. */
export { browser } from '../src/dom/browser';
export type { Booted } from '../src/boot';
export type { ShopStore, ShopState } from '../src/store/types';
