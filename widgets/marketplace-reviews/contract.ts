import type { BehaviourDefinition } from '../../mount/types';

/** WooZone's reviews tab: `#amzaff-amazon-review-tab[data-prodid]`, filled after the page loads. */
export const REVIEWS_TAB = '#amzaff-amazon-review-tab[data-prodid]';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'marketplace-reviews',
  start() {},
  selector: REVIEWS_TAB,
  enhance(el, ctx) {
    void import('./load-reviews').then((m) => m.loadReviews(el as HTMLElement, ctx));
  },
};
