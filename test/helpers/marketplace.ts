import { beforeAll, vi } from 'vitest';
import { server } from '../msw';

/** Puts a product in this test's cart (through MSW, with its cookies), bought from a marketplace country. */
export async function addToCart(productId: number, country: string, quantity = 1): Promise<void> {
  const body = new URLSearchParams({ product_id: String(productId), quantity: String(quantity), WooZone_country: country });
  const response = await fetch(new URL('/?wc-ajax=add_to_cart', location.href), { method: 'POST', body });
  if (!response.ok) throw new Error(`add_to_cart answered ${response.status}`);
}

/** Records the admin-ajax calls the page makes; `calls(name)` filters by sub_action or action. */
export function recordAdminAjax(): (name: string) => URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes('admin-ajax.php')) return;
    seen.push(new URLSearchParams(await request.clone().text()));
  });
  return (name) => seen.filter((body) => (body.get('sub_action') ?? body.get('action')) === name);
}

/**
 * For a test file whose tests load a page, boot the script and wait for real answers: on a busy
 * 2-core CI machine that can pass 5 s, so tests get 20 s, and the island's code is compiled once
 * before them so no test pays for it.
 */
export function islandSuite(load: () => Promise<unknown>): void {
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(async () => {
    await load();
  }, 30_000);
}
