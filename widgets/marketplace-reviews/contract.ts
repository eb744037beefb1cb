import type { WidgetDefinition } from '../../mount/types';

/** WooZone's reviews tab: `#amzaff-amazon-review-tab[data-prodid]`, filled after the page loads. */
export const REVIEWS_TAB = '#amzaff-amazon-review-tab[data-prodid]';

export const widgets: WidgetDefinition[] = [
  {
    name: 'marketplace-reviews',
    hooks: REVIEWS_TAB,
    enhance(el) {
      // Busy from the start, so assistive tech (and tests) know the tab is still coming.
      el.setAttribute('aria-busy', 'true');
    },
    // Filled when the tab comes into view (a hidden tab panel: when it is opened).
    strategy: { on: 'visible' },
    load: () => import('./load-reviews').then((m) => ({ connect: (el: Element, ctx) => void m.loadReviews(el as HTMLElement, ctx) })),
  },
];
