import type { ShopStore } from '../src/store/types';
import { settle } from '../test/helpers/page';
import { DEFAULT_WAIT_MS, waitUntil } from './wait';

/**
 * Puts products in the fake shop's cart before the page loads (as an earlier visit would):
 * one `?wc-ajax=add_to_cart` per id, through the MSW server, so the session cookie is set.
 */
export async function fillCart(...productIds: (number | string)[]): Promise<void> {
  for (const id of productIds) {
    await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: String(id) }) });
  }
}

/**
 * Waits until the cart has no add queued or running and no quantity edit waiting to be saved,
 * then lets the answers reach the page. Real time; under a fake clock, advance it past the
 * 500 ms quantity pause first. Fails after `timeoutMs` with what is still pending.
 */
export async function cartSettled(store: ShopStore, timeoutMs = DEFAULT_WAIT_MS): Promise<void> {
  const cart = () => store.getState().cart;
  await settle();
  await waitUntil(
    () => cart().addsPending === 0 && cart().savingKeys.length === 0,
    () => `cart not settled: ${cart().addsPending} add(s) pending, saving ${cart().savingKeys.join(', ') || 'nothing'}`,
    timeoutMs,
  );
  await settle();
}

/** Resolves with the detail of the next `shop-widgets:<name>` event on document. */
export function nextShopEvent(name: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    document.addEventListener(`shop-widgets:${name}`, (event) => resolve(((event as CustomEvent).detail ?? {}) as Record<string, unknown>), { once: true });
  });
}
