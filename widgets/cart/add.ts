import type { WidgetContext } from '../../mount/types';
import type { FormBody } from '../../src/api/http';
import { browser, safeUrl, browserIsOffline, htmlInsertionRefused } from '../../src/dom/browser';
import { keepUntilOnline, type KeptAdd } from './offline';
import { answerCode } from './drawing';
import { othersLetAddBeSent } from '../../src/events/bus';
import { AJAX_ADD_BUTTON, LOOP_BUTTON_DATA, PRODUCT_FORM } from './hooks';
import { readData } from '../../src/dom/hooks';
import { productFormBody } from './product-form';

/**
 * The add to cart (SPEC §4): the one delegated listener for loop buttons and product forms, and
 * one add's flow from the click to its answer drawn.
 */

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
 * (ctx.cart) sends it at once; the code that draws its answer (drawing.ts) loads meanwhile,
 * if intent has not brought it already. Once both are there, one task shows it all: the
 * fragments (the header's count, the mini-cart), the button's added state, then
 * `added_to_cart`, on which the panel opens (drawing.ts). Should that code not come, the
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

/** The data attributes of an add-to-cart button, sent as they are (HOOKS.md). */
export function buttonData(button: HTMLElement): Record<string, string> {
  return { ...button.dataset } as Record<string, string>;
}

/** Forms we hand back to the browser after a failed AJAX add: their next submit is not ours. */
const nativeSubmits = new WeakSet<HTMLFormElement>();

function mayHandle(event: Event): boolean {
  // A click another handler already took (WooCommerce's own add-to-cart.js) is not handled twice.
  // Under a CSP that refused our Trusted Types policy the cart could not be shown after an add:
  // the link or form adds, and its page shows the cart as it is.
  return !event.defaultPrevented && !htmlInsertionRefused();
}

function onClick(ctx: WidgetContext, event: MouseEvent): void {
  if (!mayHandle(event) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(AJAX_ADD_BUTTON);
  if (!button) return;
  // As WooCommerce does, the click is taken before asking: a handler that cancels takes over
  // (a plugin asking for options first), so the link must not add the product behind its back.
  event.preventDefault();
  if (!othersLetAddBeSent(button)) return;
  const declared = readData('add-to-cart', button, LOOP_BUTTON_DATA);
  void addToCart(ctx, {
    trigger: button,
    body: buttonData(button),
    productId: declared.product_id,
    successMessage: declared.success_message || undefined,
    fallback: () => {
      const href = safeUrl(button.getAttribute('href'));
      if (href) browser.assign(href);
    },
  });
}

function onSubmit(ctx: WidgetContext, event: SubmitEvent): void {
  const form = (event.target as Element | null)?.closest?.<HTMLFormElement>(PRODUCT_FORM);
  if (!form || !mayHandle(event)) return;
  if (nativeSubmits.has(form)) {
    nativeSubmits.delete(form);
    return;
  }
  const submitter = event.submitter as HTMLElement | null;
  const body = productFormBody(form, submitter);
  const trigger = submitter ?? form.querySelector<HTMLElement>('.single_add_to_cart_button');
  if (!body || !trigger || !othersLetAddBeSent(trigger)) return;
  event.preventDefault();
  void addToCart(ctx, {
    trigger,
    body,
    productId: body.get('product_id') ?? '',
    fallback: () => {
      nativeSubmits.add(form);
      form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined);
    },
  });
}

/** One delegated click and submit listener: the add's request leaves in the event itself. */
export function startAddToCart(ctx: WidgetContext): () => void {
  // Every listener goes with this one abort.
  const listening = new AbortController();
  const { signal } = listening;
  document.addEventListener('click', (event) => onClick(ctx, event), { signal });
  document.addEventListener('submit', (event) => onSubmit(ctx, event), { signal });
  return () => listening.abort();
}
