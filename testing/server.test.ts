import { expect, it } from 'vitest';
import { setupShop } from './index';

// This file runs with test/setup.ts, whose global server is the file's MSW server already.
it('refuses a second MSW server in a file that has the global one, saying where to go instead', () => {
  expect(() => setupShop()).toThrow(
    "shop-widgets/testing: this test file already has the shop's MSW server (test/setup.ts, through test/msw.ts); setupShop() would answer every request a second time. Use that server, or put the test in qa/ (no global server there).",
  );
});
