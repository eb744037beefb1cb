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
