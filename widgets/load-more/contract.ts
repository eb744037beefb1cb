import type { WidgetDefinition } from '../../mount/types';
import { makeOperable } from '../../src/dom/operable';

/** The theme's "load more" button; inside `.re_aj_pag_auto_wrap` it loads on scroll into view. */
const LOAD_MORE = '.re_ajax_pagination_btn';

const load = () => import('./load-more');

export const widgets: WidgetDefinition[] = [
  {
    name: 'load-more',
    hooks: LOAD_MORE,
    // The theme prints a bare span (one per listing): make it a button for keyboards.
    enhance: makeOperable,
    strategy: { on: 'interaction', events: ['click', 'keydown'] },
    load,
  },
  {
    // Automatic "load more": the code comes when the button nears the viewport, and loads the next page.
    name: 'load-more',
    hooks: `.re_aj_pag_auto_wrap ${LOAD_MORE}`,
    strategy: { on: 'visible' },
    load: () => load().then((m) => ({ connect: (el: Element, ctx) => m.loadWhenVisible(el as HTMLElement, ctx) })),
  },
];
