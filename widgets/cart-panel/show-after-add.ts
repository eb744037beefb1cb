import type { WidgetContext } from '../../mount/types';
import { t } from '../../src/i18n/t';

export const CART_PANEL = '#rh-woo-cart-panel';

/**
 * After a successful add (SPEC §4): no panel while the page shows add-to-cart errors; the
 * sliding panel when allowed and present (any open modal closes); otherwise the toast.
 */
export function showCartAfterAdd(ctx: WidgetContext): void {
  if (document.querySelector('.woocommerce-error')) return;
  const ui = ctx.store.getState().ui;
  if (ctx.config.options.sliding_cart && document.querySelector(CART_PANEL)) {
    ui.setOpenModal(null);
    ui.setCartPanelOpen(true);
  } else {
    ui.showToast(t('addedToCart'));
  }
}
