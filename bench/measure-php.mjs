// Requests to PHP per page view without interaction (`?wc-ajax=`, `admin-ajax.php`,
// `/wp-json/`): they cannot come from a page cache, and WooCommerce's cart fragments make one on
// the first page of every session. One shopper's page views in one tab, in the states of SPEC §4:
// no cart; a cart but no cached fragments; the fragments cached and fresh; the cart changed
// elsewhere since (the cart-hash cookie no longer matches the cache: stale).
import { phpRequests, WINDOW_MS } from './measure-pages.mjs';
import { throttle } from './throttled-browser.mjs';

export const CART_STATES = ['no cart', 'cart, no cache', 'fresh cache', 'stale cache'];

const addToCart = (context, base, id) => context.request.post(`${base}/?wc-ajax=add_to_cart`, { form: { product_id: String(id) } });

/** One round: { state: [endpoints requested] } for each state, on `path`. */
async function oneShopper(browser, { base, rate, path }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttle(context, page, rate);
    const view = async () => {
      const php = phpRequests(page);
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(WINDOW_MS);
      page.removeAllListeners('request');
      return php;
    };
    const seen = {};
    seen['no cart'] = await view();
    await addToCart(context, base, 101);
    seen['cart, no cache'] = await view();
    seen['fresh cache'] = await view();
    await addToCart(context, base, 107);
    seen['stale cache'] = await view();
    return seen;
  } finally {
    await context.close();
  }
}

/** The most requests any of `runs` rounds made in each state, with the endpoints asked. */
export async function measureCartStates({ browser, base, rate, runs, path = '/shop/?count=20' }) {
  const rounds = [];
  for (let i = 0; i < runs; i++) rounds.push(await oneShopper(browser, { base, rate, path }));
  return CART_STATES.map((state) => ({
    state,
    requests: Math.max(...rounds.map((r) => r[state].length)),
    endpoints: [...new Set(rounds.flatMap((r) => r[state]))],
  }));
}
