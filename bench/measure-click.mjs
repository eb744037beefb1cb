// Click on a product's add-to-cart button → the panel open with its line; and → the header's
// count fragment replaced.
import { median } from './numbers.mjs';
import { throttledPage } from './throttled-browser.mjs';

/**
 * In the page: waits for the next click, then for the panel to show the product's line and the
 * header count to change. Times from the click event, in the page's clock; the add_to_cart
 * call's own time (request sent → answer in) comes beside them as the server time.
 */
const measure = (page, productId) =>
  page.evaluate(
    (id) =>
      new Promise((resolve) => {
        const button = document.querySelector(`.ajax_add_to_cart[data-product_id="${id}"]`);
        const count = document.querySelector('span.rh-cart-count');
        const countBefore = count?.textContent;
        let t0 = 0;
        let fragmentAt = 0;
        document.addEventListener('click', () => (t0 = performance.now()), { capture: true, once: true });
        const check = () => {
          if (t0 && !fragmentAt && document.querySelector('span.rh-cart-count')?.textContent !== countBefore) fragmentAt = performance.now();
          const line = document.querySelector(
            `#rh-woo-cart-panel.active .woocommerce-mini-cart-item a[data-product_id="${id}"], #rh-woo-cart-panel.active .woocommerce-mini-cart-item [data-product_id="${id}"]`,
          );
          if (t0 && line && fragmentAt) {
            const call = performance.getEntriesByType('resource').find((e) => e.name.includes('add_to_cart'));
            resolve({ panelMs: performance.now() - t0, fragmentMs: fragmentAt - t0, serverMs: call ? call.responseEnd - call.requestStart : NaN });
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
        window.__addButton = button;
      }),
    productId,
  );

const summary = (runs) => ({
  panelMs: median(runs.map((r) => r.panelMs)),
  fragmentMs: median(runs.map((r) => r.fragmentMs)),
  serverMs: median(runs.map((r) => r.serverMs)),
});

/**
 * Cold: a fresh context, nothing fetched but the start-up code (the pointer arrives and clicks
 * at once, as a shopper's click does). Warm: the page viewed again, the code in the cache.
 * Medians of `runs` after a warm-up run.
 */
export async function measureClicks({ browser, base, runs }) {
  const cold = [];
  const warm = [];
  for (let i = 0; i <= runs; i++) {
    const { context, page } = await throttledPage(browser);
    await page.goto(`${base}/shop/?count=20`, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const first = measure(page, 101);
    await page.locator('.ajax_add_to_cart[data-product_id="101"]').click();
    const coldRun = await first;
    // Warm: the same shopper's next page view; the pointer rests on the button before the click.
    await page.goto(`${base}/shop/?count=20`, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    await page.locator('.ajax_add_to_cart[data-product_id="105"]').hover();
    await page.waitForTimeout(500);
    const second = measure(page, 105);
    await page.locator('.ajax_add_to_cart[data-product_id="105"]').click();
    const warmRun = await second;
    await context.close();
    if (i === 0) continue;
    cold.push(coldRun);
    warm.push(warmRun);
  }
  return { cold: summary(cold), warm: summary(warm) };
}
