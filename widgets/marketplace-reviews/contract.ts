import type { BehaviourDefinition } from '../../mount/types';
import { elementCode } from '../../mount/types';

/** WooZone's reviews tab: `#amzaff-amazon-review-tab[data-prodid]`, filled after the page loads. */
export const REVIEWS_TAB = '#amzaff-amazon-review-tab[data-prodid]';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'marketplace-reviews',
  selector: REVIEWS_TAB,
  enhance(el) {
    // Busy from the start, so assistive tech (and tests) know the tab is still coming.
    el.setAttribute('aria-busy', 'true');
  },
  // Filled when the tab comes into view (a hidden tab panel: when it is opened).
  elements: elementCode({
    selector: REVIEWS_TAB,
    strategy: 'visible',
    load: () => import('./load-reviews'),
    run: (m, el, ctx) => void m.loadReviews(el as HTMLElement, ctx),
  }),
};
