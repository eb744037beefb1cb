import { STORE_NOTICE_COOKIE_PREFIX, STORE_NOTICE_COOKIE_VALUE } from '../../src/config/constants';
import { getCookie } from '../../src/dom/cookies';
import { readData } from '../../src/dom/data-values';
import { elementsIn } from '../../mount/selector-list';
import { NOTICE_DATA, STORE_NOTICE } from './contract';

/** The notice's cookie name, from its declared data-notice-id. */
export const cookieOf = (notice: Element) => `${STORE_NOTICE_COOKIE_PREFIX}${readData('store-notice', notice, NOTICE_DATA).noticeId}`;

/**
 * At start: the server prints the notice hidden; it shows unless this visitor dismissed it
 * before. WooCommerce prints it only with the body class `woocommerce-demo-store`
 * (wc_body_class): other pages are not walked for it (mount/selector-list.ts).
 */
export function showUnlessDismissed(): void {
  for (const notice of elementsIn(document, `body.woocommerce-demo-store ${STORE_NOTICE}`) as HTMLElement[])
    notice.style.display = getCookie(cookieOf(notice)) === STORE_NOTICE_COOKIE_VALUE ? 'none' : '';
}
