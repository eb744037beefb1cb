import type { BehaviourDefinition } from '../../mount/types';
import { elementCode } from '../../mount/types';
import { makeOperable } from '../../src/dom/operable';

/** The theme's "load more" button; inside `.re_aj_pag_auto_wrap` it loads on scroll into view. */
const LOAD_MORE = '.re_ajax_pagination_btn';

const load = () => import('./load-more');

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'load-more',
  selector: LOAD_MORE,
  // The theme prints a bare span (one per listing): make it a button for keyboards.
  enhance: makeOperable,
  code: { hooks: LOAD_MORE, events: ['click', 'keydown'], load },
  // Automatic "load more": the code comes when the button nears the viewport, and loads the next page.
  elements: elementCode({
    selector: `.re_aj_pag_auto_wrap ${LOAD_MORE}`,
    strategy: 'visible',
    load,
    run: (m, el, ctx) => m.loadWhenVisible(el as HTMLElement, ctx),
  }),
};
