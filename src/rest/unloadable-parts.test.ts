import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../test/helpers/page';
import { rest, resetRest } from './index';

// The client is loaded, but the parts it loads on first use cannot be fetched (offline by then).
vi.mock('./fetch-all', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/fetch-all-x.js');
});
vi.mock('./media-upload', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/media-upload-x.js');
});

beforeEach(async () => {
  resetRest();
  await loadPage('/checkout/');
});

describe('the REST client when a part it loads on first use cannot load', () => {
  it('resolves getAll and an upload to fetch_error in the shop language instead of rejecting', async () => {
    await expect(rest.getAll('/wp/v2/posts')).resolves.toEqual({ ok: false, error: { code: 'fetch_error', message: 'U bent waarschijnlijk offline.' } });
    const file = new File(['x'], 'foto.jpg', { type: 'image/jpeg' });
    await expect(rest.uploadMedia(file)).resolves.toMatchObject({ ok: false, error: { code: 'fetch_error' } });
  });
});
