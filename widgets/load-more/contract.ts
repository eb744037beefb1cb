import type { BehaviourDefinition } from '../../mount/types';
import { lazyListen } from '../../src/lib/lazy-listen';

/** The theme's "load more" button; inside `.re_aj_pag_auto_wrap` it loads on scroll into view. */
const LOAD_MORE = '.re_ajax_pagination_btn';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'load-more',
  selector: LOAD_MORE,
  enhance(el, ctx) {
    // The theme prints a bare span (one per listing): make it a button for keyboards.
    if (!el.matches('a, button')) {
      el.setAttribute('role', 'button');
      el.setAttribute('tabindex', '0');
    }
    if (el.closest('.re_aj_pag_auto_wrap')) void import('./load-more').then((m) => m.loadWhenVisible(el as HTMLElement, ctx));
  },
  start: (ctx) => lazyListen(ctx, ['click', 'keydown'], LOAD_MORE, () => import('./load-more')),
};
