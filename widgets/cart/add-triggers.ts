import type { WidgetContext } from '../../mount/types';
import { othersLetAddBeSent } from '../../src/events/cart-events';
import { browser } from '../../src/dom/browser';
import { safeUrl } from '../../src/dom/safe-url';
import { htmlInsertionRefused } from '../../src/dom/trusted-types';
import { AJAX_ADD_BUTTON, LOOP_BUTTON_DATA, PRODUCT_FORM } from './hooks';
import { readData } from '../../src/dom/data-values';
import { productFormBody } from './product-form';
import { addToCart } from './add-flow';

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
