import type { BehaviourDefinition } from '../../mount/types';
import { showUnlessDismissed } from './visibility';

/** WooCommerce's store notice: `.woocommerce-store-notice[data-notice-id]`, dismissed by its link. */
export const STORE_NOTICE = '.woocommerce-store-notice';
export const DISMISS_LINK = '.woocommerce-store-notice__dismiss-link';

/** The notice's data: its id names the cookie that remembers a dismissal. */
export const NOTICE_DATA = { noticeId: '' };

/**
 * The store notice (SPEC §4): shown at start unless dismissed (./visibility, start-up code: the
 * page must look right); the dismiss link's code (./dismiss) loads on intent, a click before it
 * runs is held and clicked again.
 *
 * It starts before order attribution (mount/registry.ts): its cookie is read before the landing
 * capture writes the sbjs cookies, while the browser's copy of the jar is still good. A read
 * after a write waits on the browser process (2–4 ms at 4× CPU, docs/performance.md).
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'store-notice',
  start: showUnlessDismissed,
  code: { hooks: DISMISS_LINK, events: ['click'], hold: DISMISS_LINK, load: () => import('./dismiss') },
};
