import type { BehaviourDefinition } from '../../mount/types';

/** Rating bars that fill when they scroll into view (HOOKS "Ratings"). */
const BARS = '.wpsm-bar > .wpsm-bar-bar[data-percent], .rate_bar_wrap .rate-bar .rate-bar-bar';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'rating-bars',
  selector: BARS,
  start() {},
  enhance(el) {
    void import('./rating-bars').then((m) => m.observe(el as HTMLElement));
  },
};
