import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { demo, server } from './msw';
import { resetPage } from './helpers/page';
import { forgetVisitor } from '../testing/visitor';
import { resetMessages } from '../src/i18n/t';
import { chunkLoadsSettled } from '../src/lib/load-chunk';

// The demo shop is Dutch (<html lang="nl-NL">): the nl_NL catalogue applies unless a test says otherwise.
document.documentElement.lang = 'nl-NL';

// Islands load React and their chunk on first use, and the first import of a module in a test
// worker goes through Vite's transform: on a machine that another process keeps busy that took
// 12.6 s once (a login dialog). The wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 25_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  cleanup();
  resetPage();
  vi.useRealTimers();
  // Code the test asked for that is still on its way lands now, into stopped widgets, and not
  // after this file's environment is gone.
  await chunkLoadsSettled();
  server.resetHandlers();
  demo.shop.reset();
  demo.clearCookies();
  forgetVisitor();
  document.documentElement.lang = 'nl-NL';
  resetMessages();
});

afterAll(() => server.close());
