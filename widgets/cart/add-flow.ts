import type { WidgetContext } from '../../mount/types';
import type { FormBody } from '../../src/api/form';
import { browser } from '../../src/dom/browser';
import { safeUrl } from '../../src/dom/safe-url';
import { browserIsOffline } from '../../src/dom/online';
import { loadTranslations } from '../../src/i18n/translations';
import { showOffline } from './offline';
import { answerCodeNow, loadAnswerCode } from './answer-code';
import { showTextChanges } from './draw-changes';

export interface AddRequest {
  /** The element that shows the loading → added states (loop button or form button). */
  trigger: HTMLElement;
  body: FormBody;
  productId: string;
  /** What a shopper without this script would have got: the link or the form submit. */
  fallback(): void;
  successMessage?: string;
}

/** Buttons whose add failed and whose cart is being asked: a second click must not add again. */
const checking = new WeakSet<HTMLElement>();

function setLoading(trigger: HTMLElement, loading: boolean): void {
  trigger.classList.toggle('loading', loading);
  if (loading) trigger.setAttribute('aria-busy', 'true');
  else trigger.removeAttribute('aria-busy');
}

/**
 * One add to cart, as the shopper sees it (SPEC §4 "Add to cart"): loading → added with a 'View
 * cart' link, or the fallback, so no button stays loading and no add is lost. The cart core
 * (ctx.cart) sends it at once; the code that shows its answer (answer-code.ts) loads
 * meanwhile, if intent has not brought it already; the cart panel opens on `added_to_cart`
 * (panel-trigger.ts). Should that code not come, the add that landed shows on the cart page.
 */
export async function addToCart(ctx: WidgetContext, request: AddRequest): Promise<void> {
  const { trigger } = request;
  if (checking.has(trigger)) return;
  if (browserIsOffline()) return showOffline(ctx);
  setLoading(trigger, true);
  // The texts shown after the answer (View cart, the toast) in the page's language.
  const translated = loadTranslations();
  const outcome = await ctx.cart.add({
    body: request.body,
    productId: request.productId,
    source: trigger,
    code: loadAnswerCode(),
    showAtOnce: showTextChanges,
    // Called by that code: it has come.
    showAdded: () => {
      setLoading(trigger, false);
      answerCodeNow()?.showAdded(ctx, trigger, request.successMessage, translated);
    },
    // Never loading past the request time-out, even while the cart is asked.
    onAsking: () => {
      setLoading(trigger, false);
      checking.add(trigger);
    },
  });
  checking.delete(trigger);
  setLoading(trigger, false);
  if (outcome.kind === 'offline') return showOffline(ctx);
  if (outcome.kind === 'fallback') return request.fallback();
  if (outcome.kind === 'redirect') {
    const url = safeUrl(outcome.url);
    if (url) browser.assign(url);
    else request.fallback();
    return;
  }
  if ((outcome.kind === 'added' && ctx.config.addToCart.cart_redirect_after_add) || outcome.kind === 'unshown') {
    browser.assign(safeUrl(ctx.config.addToCart.cart_url) ?? '/cart/');
  }
}
