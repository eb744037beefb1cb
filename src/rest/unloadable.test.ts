import { describe, expect, it, vi } from 'vitest';
import { rest } from './index';

// The client's chunk cannot be fetched (offline on the first call of a page).
vi.mock('./load-client', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/load-client-x.js');
});

describe('the REST client when its code cannot load', () => {
  it('resolves every call to fetch_error in the shop language instead of rejecting', async () => {
    await expect(rest.get('/wp/v2/posts')).resolves.toEqual({ ok: false, error: { code: 'fetch_error', message: 'U bent waarschijnlijk offline.' } });
    await expect(rest.getAll('/wp/v2/posts')).resolves.toMatchObject({ ok: false, error: { code: 'fetch_error' } });
    document.documentElement.lang = 'en-US';
    await expect(rest.post('/wp/v2/posts', { title: 'x' })).resolves.toEqual({
      ok: false,
      error: { code: 'fetch_error', message: 'You are probably offline.' },
    });
    document.documentElement.lang = '';
    expect(() => rest.setNonce('abc')).not.toThrow();
  });
});
