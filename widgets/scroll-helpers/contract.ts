import type { BehaviourDefinition } from '../../mount/types';
import { lazyListen } from '../../src/lib/lazy-listen';

/**
 * Back to top (`#topcontrol`), the floating previous/next box (`#float-posts-nav`), smooth-scroll
 * links (`.rehub_scroll`) and WooCommerce notices added later (scrolled into view).
 */
const SMOOTH_LINK = '.rehub_scroll';
const FLOATING = '#topcontrol, #float-posts-nav';
// Spelled out rather than `:is(…) > :is(…)`: simple selectors are walked far faster (mount/selector-list.ts).
const NOTICE = ['.woocommerce-notices-wrapper', '.woocommerce-NoticeGroup']
  .flatMap((wrapper) => ['.woocommerce-error', '.woocommerce-message', '.woocommerce-info'].map((notice) => `${wrapper} > ${notice}`))
  .join(', ');

const code = () => import('./scroll-helpers');
let booted = false;

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'scroll-helpers',
  selector: `${FLOATING}, ${NOTICE}`,
  enhance(el) {
    // Notices printed with the page stay put; only those added afterwards are scrolled to.
    if (el.matches(FLOATING) || booted) void code().then((m) => m.enhance(el));
    if (el.matches(FLOATING)) return () => void code().then((m) => m.unwatch());
  },
  start(ctx) {
    queueMicrotask(() => (booted = true)); // the first scan runs synchronously after start
    return lazyListen(ctx, ['click', 'keydown'], SMOOTH_LINK, code, SMOOTH_LINK);
  },
};
