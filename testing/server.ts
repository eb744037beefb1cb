import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setupServer, type SetupServer } from 'msw/node';
import { createShopHandlers } from '../fixtures/transports/msw';
import type { DemoShop } from '../fixtures/shop/index';
import { resetPage } from '../test/helpers/page';
import { forgetVisitor } from './visitor';

export interface ShopServer {
  /** The fake shop: `shop.fail(name, mode)`, `shop.clearFailures()`, `shop.reset()`. */
  shop: DemoShop;
  /** The MSW server answering with the fake shop; `server.use(...)` overrides a call for one test. */
  server: SetupServer;
  /** Forgets the session cookies the shop has set (the shopper comes back as a stranger). */
  clearCookies(): void;
}

/**
 * The fake shop behind an MSW server, with the test hooks a QA file needs: listen before the
 * file (unhandled requests are errors), and after each test stop the widgets, forget the page,
 * its globals, cookies, storage, overrides, failure modes and the fake clock.
 * Call it once, at the top of a test file.
 */
export function setupShop(): ShopServer {
  const { shop, handlers, clearCookies } = createShopHandlers();
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    resetPage();
    // A fake clock left on by a failed test would freeze the next one.
    vi.useRealTimers();
    server.resetHandlers();
    shop.reset();
    clearCookies();
    forgetVisitor();
  });
  afterAll(() => server.close());
  return { shop, server, clearCookies };
}
