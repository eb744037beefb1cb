import type { BehaviourDefinition } from '../../mount/types';
import { elementCode } from '../../mount/types';

/**
 * Insecure marketplace image URLs become https (SPEC §9). The original rewrote them every
 * 1000 ms forever; here the scanner's one MutationObserver hands over each image present at
 * start or added later (reviews, cross-sell, fragments), and each is touched once. The code
 * loads at start only on a page that has such an image.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'secure-images',
  elements: elementCode({
    // What the scan looks for: two queries the browser answers on its tag (one query per key,
    // mount/selector-list.ts), not six; the few it finds are then checked against the hosts
    // (HOOKS.md: `images-amazon`, which also matches `ssl-images-amazon`, or `media-amazon`).
    // A bare attribute condition (`[src*="-amazon."]`) is tested on every element of the page;
    // one tag with both conditions in `:is()` is one walk where two took 1.4 ms more on the
    // listing of 2,000 at 4× CPU (a list or a tagless `:is()` of all three: 2–4 ms more).
    selector: 'img:is([src*="-amazon."], [srcset*="-amazon."]), source[srcset*="-amazon."]',
    filter: (el) => /(images|media)-amazon/.test(`${el.getAttribute('src')} ${el.getAttribute('srcset')}`),
    strategy: 'load',
    load: () => import('./secure-image-url'),
    run: (m, el) => m.secureImage(el),
  }),
};
