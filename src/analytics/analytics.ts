import type { WidgetContext } from '../widget-types';
import { pageGlobal } from '../config/read-config';
import { on } from '../events/bus';
import { sessionStore, safeUrl } from '../dom/browser';
import { log } from '../lib/log';
import { commonProperties, eventProperties } from './properties';
import { createBatch } from './batch';

export interface AnalyticsSession {
  stop(): void;
}

/** Event names as WooCommerce Analytics reports them. */
export const ANALYTICS_EVENT_PREFIX = 'woocommerceanalytics_';
const CHECKOUT_LINKS = '.checkout-button, a.wc-forward, a.checkout';
/** Set when a checkout link was clicked, so arriving on the checkout page is not a second start. */
const CHECKOUT_STARTED_KEY = 'shop-widgets:checkout-started';

/**
 * Runs once statistics consent is given: records the shop events with the common properties
 * and hands them to the batch, which sends them on page hide without blocking anything.
 */
/**
 * The coupon reveals of this page, read by the coupons widget from its own markup
 * (widgets/coupons/coupon-reveal.ts) and handed in by the analytics widget: src/ knows no widget.
 */
export interface CouponReveals {
  /** The coupon-in-modal id of the reveal this page shows now, or null. */
  revealedOnPage(): string | null;
  /** The reveal's event properties: `{ codeid }` or `{ codetext }`. */
  revealProperties(id: string): Record<string, string>;
}

export function startAnalytics(ctx: Pick<WidgetContext, 'config'>, coupons: CouponReveals): AnalyticsSession {
  const isCart = ctx.config.present.wc_add_to_cart_params ? ctx.config.addToCart.is_cart : document.body.classList.contains('woocommerce-cart');
  const { endpoint, props } = commonProperties(pageGlobal('wcAnalytics'), isCart || document.body.classList.contains('woocommerce-cart'));
  // The collector may be another service (sameOrigin: false), but only over http(s).
  const collector = safeUrl(endpoint, { sameOrigin: false });
  if (!collector) log.error(`config "wcAnalytics.trackEndpoint": expected an http(s) URL, got ${JSON.stringify(endpoint)}; nothing is sent.`);
  const batch = createBatch(collector);

  const record = (name: string, extra: Record<string, unknown> = {}) => {
    batch.add({ event_name: ANALYTICS_EVENT_PREFIX + name, properties: { ...props, ...eventProperties(extra), timestamp: Date.now() } });
  };

  // A coupon's reveal counts once per page view: the one the page showed before analytics
  // started (read below) is not counted again if its event should still arrive.
  const revealed = new Set<string>();
  const revealCoupon = (id: string) => {
    if (!id || revealed.has(id)) return;
    revealed.add(id);
    record('coupon_reveal', coupons.revealProperties(id));
  };

  const offs = [
    on('added_to_cart', (detail) => record('product_add_to_cart', detail)),
    on('removed_from_cart', (detail) => record('remove_from_cart', detail)),
    on('compare_added', (detail) => record('compare_add', detail)),
    on('coupon_revealed', (detail) => revealCoupon(typeof detail.codeid === 'string' ? detail.codeid : '')),
  ];

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(CHECKOUT_LINKS) as HTMLAnchorElement | null;
    if (!link || !isCheckoutLink(link)) return;
    record('checkout_start', { source: 'checkout_link' });
    sessionStore.set(CHECKOUT_STARTED_KEY, '1');
  };
  document.addEventListener('click', onClick);

  // What this page view shows is recorded when analytics starts, even when consent came later on
  // this page: the cart view, the checkout arrival and the coupon reveal (CouponReveals).
  if (props.isCart) record('cart_view');
  revealCoupon(coupons.revealedOnPage() ?? '');
  if (document.body.classList.contains('woocommerce-checkout')) {
    if (sessionStore.get(CHECKOUT_STARTED_KEY) !== '1') record('checkout_start', { source: 'checkout_page' });
    sessionStore.remove(CHECKOUT_STARTED_KEY);
  }

  return {
    stop() {
      offs.forEach((off) => off());
      document.removeEventListener('click', onClick);
      batch.stop();
    },
  };
}

/** The cart page's proceed button, or a link whose target is the checkout page. */
function isCheckoutLink(link: HTMLAnchorElement): boolean {
  if (link.classList.contains('checkout-button') || link.classList.contains('checkout')) return true;
  try {
    return /\/checkout\/?$/.test(new URL(link.href, location.href).pathname);
  } catch {
    return false;
  }
}
