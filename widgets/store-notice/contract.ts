import type { BehaviourDefinition } from '../../mount/types';
import { STORE_NOTICE_COOKIE_PREFIX, STORE_NOTICE_COOKIE_VALUE } from '../../src/config/constants';
import { getCookie, setCookie } from '../../src/dom/cookies';

/** WooCommerce's store notice: `.woocommerce-store-notice[data-notice-id]`, dismissed by its link. */
export const STORE_NOTICE = '.woocommerce-store-notice';
export const DISMISS_LINK = '.woocommerce-store-notice__dismiss-link';

export const cookieName = (noticeId: string) => `${STORE_NOTICE_COOKIE_PREFIX}${noticeId}`;

function isDismissed(notice: HTMLElement): boolean {
  return getCookie(cookieName(notice.dataset.noticeId ?? '')) === STORE_NOTICE_COOKIE_VALUE;
}

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'store-notice',
  selector: STORE_NOTICE,
  // The server prints the notice hidden; it shows unless this visitor dismissed it before.
  enhance(el) {
    const notice = el as HTMLElement;
    notice.style.display = isDismissed(notice) ? 'none' : '';
  },
  start() {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(DISMISS_LINK);
      const notice = link?.closest<HTMLElement>(STORE_NOTICE);
      if (!link || !notice || event.defaultPrevented) return;
      event.preventDefault();
      setCookie(cookieName(notice.dataset.noticeId ?? ''), STORE_NOTICE_COOKIE_VALUE, { path: '/' });
      notice.style.display = 'none';
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  },
};
