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

/** Who started the MSW server of this test file, if one has been started. */
let serverOwner: string | null = null;

/**
 * Records that `owner` starts this test file's MSW server, and refuses a second one: two servers
 * would both handle every request ("TypeError: Body is unusable", "[MSW] Encountered an
 * unhandled exception"). Module state lives per test file, so each file starts afresh.
 */
export function claimShopServer(owner: string): void {
  if (serverOwner) {
    throw new Error(
      `shop-widgets/testing: this test file already has the shop's MSW server (${serverOwner}); ${owner} would answer every request a second time. Use that server, or put the test in qa/ (no global server there).`,
    );
  }
  serverOwner = owner;
}

/**
 * The fake shop behind an MSW server, with the test hooks a QA file needs: listen before the
 * file (unhandled requests are errors), and after each test stop the widgets, forget the page,
 * its globals, cookies, storage, overrides, failure modes and the fake clock.
 * Call it once, at the top of a test file.
 */
export function setupShop(): ShopServer {
  claimShopServer('setupShop()');
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
