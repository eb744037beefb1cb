import { setupServer } from 'msw/node';
import { createShopHandlers } from '../fixtures/transports/msw';

/**
 * The component tests' network: the demo shop through MSW. Tests override a call with
 * `server.use(...)` or make it fail with `demo.shop.fail(name, mode)`; both reset after each test.
 */
export const demo = createShopHandlers();
export const server = setupServer(...demo.handlers);
