import { setupServer } from 'msw/node';
import { claimShopServer, createShopHandlers } from '../testing/index';

/**
 * The component tests' network: the demo shop through MSW, from the same kit QA uses
 * (`shop-widgets/testing`). Tests override a call with `server.use(...)` or make it fail with
 * `demo.shop.fail(name, mode)`; both reset after each test (test/setup.ts).
 */
claimShopServer('test/setup.ts, through test/msw.ts');
export const demo = createShopHandlers();
export const server = setupServer(...demo.handlers);
