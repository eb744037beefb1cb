import type { WidgetCode } from '../../mount/types';
import { STORE_NOTICE_COOKIE_VALUE } from '../../src/config/constants';
import { setCookie } from '../../src/dom/browser';
import { DISMISS_LINK, STORE_NOTICE } from './hooks';
import { cookieOf } from './visibility';

/** The dismiss link hides the notice and remembers it in the cookie store_notice<id>=hidden (SPEC §9). */
export const handle: WidgetCode['handle'] = (event) => {
  const link = (event.target as Element | null)?.closest?.(DISMISS_LINK);
  const notice = link?.closest<HTMLElement>(STORE_NOTICE);
  if (!link || !notice || event.defaultPrevented) return;
  event.preventDefault();
  setCookie(cookieOf(notice), STORE_NOTICE_COOKIE_VALUE);
  notice.style.display = 'none';
};
