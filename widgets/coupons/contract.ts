import type { WidgetDefinition } from '../../mount/types';
import { makeOperable } from '../../src/dom/operable';
import { COUPON_DATA, COUPON_IN_MODAL, EXPIRED_COUPON, MASKED_COUPON } from './hooks';

export { COUPON_IN_MODAL, EXPIRED_COUPON, MASKED_COUPON } from './hooks';

/** What the theme's own script unmasks at load (custom.js). */
const EXPIRED_MASKED_COUPON = `.masked_coupon${EXPIRED_COUPON}`;
const COUPONS = `${MASKED_COUPON}, ${EXPIRED_COUPON}`;

/**
 * Coupons (SPEC §4): a masked coupon that is not expired opens a new window at this page with
 * codeid / codetext and sends this window to the merchant (./clicks, loaded on intent; a click
 * that comes first is held and clicked again once it runs, still within the user activation);
 * a page loaded with a coupon-in-modal id unmasks the matching button and opens the reveal
 * pop-up (./reveal-on-load, loaded at once on such pages only: without it the page stays as
 * printed, the merchant window already has the shopper); masked expired coupons show their code
 * as text (./buttons, fetched at start only where one is on the page). Masked coupons printed as
 * <div>s become keyboard controls at start. One name: `coupons` in disabled_widgets turns all off.
 */
export const widgets: WidgetDefinition[] = [
  { name: 'coupons', hooks: MASKED_COUPON, enhance: makeOperable },
  { name: 'coupons', hooks: COUPONS, data: COUPON_DATA, strategy: { on: 'interaction', hold: COUPONS }, load: () => import('./clicks') },
  {
    name: 'coupons',
    hooks: COUPON_IN_MODAL,
    strategy: { on: 'load' },
    load: () => import('./reveal-on-load'),
  },
  {
    name: 'coupons',
    hooks: EXPIRED_MASKED_COUPON,
    strategy: { on: 'load' },
    load: () => import('./buttons').then((m) => ({ connect: (el: Element) => m.showExpired(el as HTMLElement) })),
  },
];
