import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http';
import { fragmentsAnswer } from '../connect-cart';

afterEach(() => vi.unstubAllGlobals());

describe('an answer that does not validate', () => {
  it('is a failure for the caller and one shop-widgets:error (phase answer) for an error tracker', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>niet json</html>', { status: 200 }));
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('shop-widgets:error', listen);
    const client = createHttpClient({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', adminAjaxUrl: '/wp-admin/admin-ajax.php' });
    await expect(client.wcAjax('get_refreshed_fragments', {}, fragmentsAnswer)).resolves.toEqual({ ok: false, reason: 'invalid', status: 200 });
    document.removeEventListener('shop-widgets:error', listen);
    expect(heard.map((event) => [event.detail.widget, event.detail.phase, event.detail.error.message])).toEqual([
      [null, 'answer', 'the answer of /?wc-ajax=get_refreshed_fragments did not validate'],
    ]);
  });
});
