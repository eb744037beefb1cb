import { STORE_NOTICE_COOKIE_PREFIX, STORE_NOTICE_COOKIE_VALUE } from '../../src/config/constants';
import { getCookie } from '../../src/dom/browser';
import { readData } from '../../src/dom/hooks';
import { NOTICE_DATA, STORE_NOTICE } from './hooks';

/** The notice's cookie name, from its declared data-notice-id. */
export const cookieOf = (notice: Element) => `${STORE_NOTICE_COOKIE_PREFIX}${readData('store-notice', notice, NOTICE_DATA).noticeId}`;

/**
 * At start: the server prints the notice hidden; it shows unless this visitor dismissed it
 * before. WooCommerce prints one, and only with the body class `woocommerce-demo-store`
 * (wc_body_class), at wp_body_open: the first thing in the body (its footer is the fallback for
 * a theme without that hook). One `querySelector`, which stops at it, not a walk of the page;
 * a page without the class is not looked through at all.
 */
export function showUnlessDismissed(): void {
  const notice = document.body.classList.contains('woocommerce-demo-store') ? document.querySelector<HTMLElement>(STORE_NOTICE) : null;
  if (notice) notice.style.display = getCookie(cookieOf(notice)) === STORE_NOTICE_COOKIE_VALUE ? 'none' : '';
}
