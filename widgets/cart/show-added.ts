import type { WidgetContext } from '../../mount/types';
import { safeUrl } from '../../src/dom/safe-url';
import { t } from '../../src/i18n/t';

/**
 * WooCommerce's updateButton: added, and a 'View cart' link unless this is the cart page. Part of
 * the answer's code (answer.ts), not start-up code.
 */
export function showAdded(ctx: WidgetContext, trigger: HTMLElement, successMessage: string | undefined): void {
  const config = ctx.config.addToCart;
  trigger.classList.add('added');
  let link: HTMLAnchorElement | null = null;
  if (!config.is_cart && !trigger.parentElement?.querySelector('.added_to_cart')) {
    link = document.createElement('a');
    link.setAttribute('href', safeUrl(config.cart_url) ? config.cart_url : '/cart/');
    link.className = 'added_to_cart wc-forward';
    trigger.insertAdjacentElement('afterend', link);
  }
  if (link) link.title = link.textContent = t('viewCart');
  ctx.store.getState().ui.announce(successMessage || t('addedToCart'));
}
