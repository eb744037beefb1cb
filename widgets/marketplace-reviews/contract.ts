import type { BehaviourDefinition } from '../../mount/types';

/** WooZone's reviews tab: `#amzaff-amazon-review-tab[data-prodid]`, filled after the page loads. */
export const REVIEWS_TAB = '#amzaff-amazon-review-tab[data-prodid]';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'marketplace-reviews',
  start() {},
  selector: REVIEWS_TAB,
  enhance(el, ctx) {
    // Busy from the start, so assistive tech (and tests) know the tab is still coming.
    el.setAttribute('aria-busy', 'true');
    void import('./load-reviews').then((m) => m.loadReviews(el as HTMLElement, ctx));
  },
};
