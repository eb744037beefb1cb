import { STORE_NOTICE_COOKIE_PREFIX, STORE_NOTICE_COOKIE_VALUE } from '../../src/config/constants';
import { getCookie } from '../../src/dom/cookies';
import { readData } from '../../src/dom/data-values';
import { NOTICE_DATA } from './contract';

/** The notice's cookie name, from its declared data-notice-id. */
export const cookieOf = (notice: Element) => `${STORE_NOTICE_COOKIE_PREFIX}${readData('store-notice', notice, NOTICE_DATA).noticeId}`;

/** At start: the server prints the notice hidden; it shows unless this visitor dismissed it before. */
export function showUnlessDismissed(notice: Element): void {
  (notice as HTMLElement).style.display = getCookie(cookieOf(notice)) === STORE_NOTICE_COOKIE_VALUE ? 'none' : '';
}
