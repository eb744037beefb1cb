import type { WidgetContext } from '../../mount/types';
import type { FormBody } from '../../src/api/form';
import { CART_EVENTS } from '../../src/events/names';
import { emit } from '../../src/events/bus';
import { wrapForJQuery } from '../../src/events/jquery-bridge';
import { browser } from '../../src/dom/browser';
import { safeUrl } from '../../src/dom/safe-url';
import { t } from '../../src/i18n/t';
import { loadTranslations } from '../../src/i18n/translations';
import { showCartAfterAdd } from '../cart-panel/show-after-add';
import { browserIsOffline, showOffline } from './offline';
import type { AfterFailure } from './lost-answer';
import { loadChunk } from '../../src/lib/load-chunk';

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

const asRecord = (body: FormBody): Record<string, unknown> => (body instanceof URLSearchParams ? Object.fromEntries(body) : { ...body });

/**
 * One add to cart, start to end (SPEC §4 "Add to cart"): loading → added, 'View cart' link, the
 * events other plugins listen to, then the panel or the toast. Whatever fails ends in the
 * fallback, so no button stays loading and no add is lost.
 */
export async function addToCart(ctx: WidgetContext, request: AddRequest): Promise<void> {
  const { trigger } = request;
  const config = ctx.config.addToCart;
  if (checking.has(trigger)) return;
  if (browserIsOffline()) return showOffline(ctx);
  trigger.classList.remove('added');
  trigger.classList.add('loading');
  trigger.setAttribute('aria-busy', 'true');
  emit(
    CART_EVENTS.addingToCart,
    { productId: request.productId, data: asRecord(request.body) },
    { jqueryArgs: [wrapForJQuery(trigger), asRecord(request.body)] },
  );

  // The texts shown after the answer (View cart, the toast) in the page's language.
  let [outcome] = await Promise.all([ctx.store.getState().cart.add(request.body), loadTranslations()]);
  // Never loading past the request time-out, even while the cart is asked below.
  trigger.classList.remove('loading');
  trigger.removeAttribute('aria-busy');
  if (outcome.kind === 'failed') {
    checking.add(trigger);
    const failure = outcome;
    // Its own chunk, loaded only when an add fails: a chunk that cannot come means offline.
    const next: AfterFailure = await loadChunk(() => import('./lost-answer'))
      .then(
        (m) => m.afterFailedAdd(ctx, failure),
        () => 'offline' as const,
      )
      .finally(() => checking.delete(trigger));
    if (next === 'stopped') return;
    if (next === 'offline') return showOffline(ctx);
    if (next === 'fallback') return request.fallback();
    outcome = next;
  }

  if (outcome.kind === 'redirect') {
    const url = safeUrl(outcome.url);
    if (url) browser.assign(url);
    else request.fallback();
    return;
  }

  trigger.classList.add('added');
  if (!config.is_cart && !trigger.parentElement?.querySelector('.added_to_cart')) {
    const link = document.createElement('a');
    link.setAttribute('href', safeUrl(config.cart_url) ? config.cart_url : '/cart/');
    link.className = 'added_to_cart wc-forward';
    link.title = t('viewCart');
    link.textContent = t('viewCart');
    trigger.insertAdjacentElement('afterend', link);
  }
  ctx.store.getState().ui.announce(request.successMessage || t('addedToCart'));
  emit(
    CART_EVENTS.addedToCart,
    { productId: request.productId, fragments: outcome.fragments, cartHash: outcome.cartHash },
    { jqueryArgs: [outcome.fragments, outcome.cartHash, wrapForJQuery(trigger)] },
  );
  emit(CART_EVENTS.cartButtonUpdated, {}, { jqueryArgs: [wrapForJQuery(trigger)] });

  if (config.cart_redirect_after_add) {
    browser.assign(safeUrl(config.cart_url) ?? '/cart/');
    return;
  }
  showCartAfterAdd(ctx);
}
