import type { WidgetContext } from '../../mount/types';
import type { FormBody } from '../../src/api/form';
import { browser } from '../../src/dom/browser';
import { safeUrl } from '../../src/dom/safe-url';
import { browserIsOffline } from '../../src/dom/online';
import { keepUntilOnline, type KeptAdd } from './offline';
import { answerCode } from './answer-code';

export interface AddRequest {
  /** The element that shows the loading → added states (loop button or form button). */
  trigger: HTMLElement;
  body: FormBody;
  productId: string;
  /** What a shopper without this script would have got: the link or the form submit. */
  fallback(): void;
  successMessage?: string;
  /** An earlier request of this add got no answer: the cart's hash before it (offline.ts). */
  lostBefore?: string;
}

/** Buttons whose add failed and whose cart is being asked: a second click must not add again. */
const checking = new WeakSet<HTMLElement>();

/** Buttons whose add waits for the connection (offline.ts): their next click sends that add, not one more. */
const kept = new WeakMap<HTMLElement, KeptAdd>();

/** Keeps the add until the browser is online again (offline.ts), then sends it through here. */
const keep = (ctx: WidgetContext, request: AddRequest) => keepUntilOnline(ctx, request, kept, (again) => void addToCart(ctx, again));

function setLoading(trigger: HTMLElement, loading: boolean): void {
  trigger.classList.toggle('loading', loading);
  if (loading) trigger.setAttribute('aria-busy', 'true');
  else trigger.removeAttribute('aria-busy');
}

/**
 * One add to cart, as the shopper sees it (SPEC §4 "Add to cart"): loading → added with a 'View
 * cart' link, or the fallback, so no button stays loading and no add is lost. The cart core
 * (ctx.cart) sends it at once; the code that draws its answer (answer-code.ts) loads meanwhile,
 * if intent has not brought it already. Once both are there, one task shows it all: the
 * fragments (the header's count, the mini-cart), the button's added state, then
 * `added_to_cart`, on which the panel opens (panel-trigger.ts). Should that code not come, the
 * add that landed shows on the cart page.
 */
export async function addToCart(ctx: WidgetContext, request: AddRequest): Promise<void> {
  const { trigger } = request;
  if (checking.has(trigger)) return;
  const keptAdd = kept.get(trigger);
  if (keptAdd) return keptAdd(request);
  if (browserIsOffline()) return keep(ctx, request);
  setLoading(trigger, true);
  const code = answerCode(ctx.cart).load();
  const result = await ctx.cart.add({
    body: request.body,
    productId: request.productId,
    source: trigger,
    lostBefore: request.lostBefore,
    // Never loading past the request time-out, even while the cart is asked.
    onAsking: () => {
      setLoading(trigger, false);
      checking.add(trigger);
    },
  });
  checking.delete(trigger);
  if (result.kind === 'answer') {
    const loaded = await code.catch(() => undefined);
    setLoading(trigger, false);
    if (!loaded) {
      // The add landed but cannot be drawn here: the cart page shows it.
      result.drop();
      return browser.assign(safeUrl(ctx.config.addToCart.cart_url) ?? '/cart/');
    }
    result.show(() => loaded.showAdded(ctx, trigger, request.successMessage));
    if (ctx.config.addToCart.cart_redirect_after_add) browser.assign(safeUrl(ctx.config.addToCart.cart_url) ?? '/cart/');
    return;
  }
  setLoading(trigger, false);
  if (result.kind === 'offline') return keep(ctx, { ...request, lostBefore: result.lostBefore });
  if (result.kind === 'fallback') return request.fallback();
  if (result.kind === 'redirect') {
    const url = safeUrl(result.url);
    if (url) browser.assign(url);
    else request.fallback();
  }
}
