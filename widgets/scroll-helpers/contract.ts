import type { WidgetDefinition } from '../../mount/types';

/**
 * Back to top (`#topcontrol`), the floating previous/next box (`#float-posts-nav`), smooth-scroll
 * links (`.rehub_scroll`) and WooCommerce notices added later (scrolled into view).
 */
const SMOOTH_LINK = '.rehub_scroll';
const FLOATING = '#topcontrol, #float-posts-nav';
// A notice in WooCommerce's notices wrapper or a checkout's notice group: the six pairs as two
// :is() lists, the shortest form in the start-up code.
const NOTICE = ':is(.woocommerce-notices-wrapper, .woocommerce-NoticeGroup) > :is(.woocommerce-error, .woocommerce-message, .woocommerce-info)';

const code = () => import('./scroll-helpers');

export const widgets: WidgetDefinition[] = [
  {
    name: 'scroll-helpers',
    // The floating helpers show from a scroll position: the first scroll of a page that has them
    // loads the code (its start() watches them); a smooth-scroll link's intent or click does too.
    hooks: `${SMOOTH_LINK}, ${FLOATING}`,
    strategy: { on: 'interaction', events: ['click', 'keydown', 'scroll'], hold: SMOOTH_LINK },
    load: code,
  },
  {
    // Notices printed with the page stay put; only those added afterwards are scrolled to.
    name: 'scroll-helpers',
    hooks: NOTICE,
    strategy: { on: 'load', addedLater: true },
    load: () => code().then((m) => ({ connect: (el: Element) => m.enhance(el) })),
  },
];
