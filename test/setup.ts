import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { demo, server } from './msw';
import { stopWidgets } from './helpers/page';
import { resetMessages } from '../src/i18n/t';

// An island's first mount imports React and its chunk: on a busy machine that takes over the
// default 1 s of findBy/waitFor, so waits get 5 s (they still end as soon as the UI is there).
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  stopWidgets();
  vi.useRealTimers();
  server.resetHandlers();
  demo.shop.reset();
  demo.clearCookies();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  sessionStorage.clear();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.className = '';
  resetMessages();
});

afterAll(() => server.close());
