/** WooCommerce's store notice: `.woocommerce-store-notice[data-notice-id]`, dismissed by its link. */
export const STORE_NOTICE = '.woocommerce-store-notice';
export const DISMISS_LINK = '.woocommerce-store-notice__dismiss-link';

/** The notice's data: its id names the cookie that remembers a dismissal. */
export const NOTICE_DATA = { noticeId: '' };
