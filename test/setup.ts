import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { demo, server } from './msw';
import { resetPage } from './helpers/page';
import { resetMessages } from '../src/i18n/t';

// The demo shop is Dutch (<html lang="nl-NL">): the nl_NL catalogue applies unless a test says otherwise.
document.documentElement.lang = 'nl-NL';

// Islands load React and their chunk on first use: allow for a busy machine.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  resetPage();
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
  document.documentElement.lang = 'nl-NL';
  window.history.replaceState(null, '', '/');
  resetMessages();
});

afterAll(() => server.close());
