import type { BehaviourDefinition } from '../../mount/types';
import { elementCode } from '../../mount/types';

/** Marketplace images (HOOKS.md): their `src` or `srcset` on an Amazon image host. */
export const MARKETPLACE_IMAGE = ['images-amazon', 'media-amazon']
  .flatMap((host) => [`img[src*="${host}"]`, `img[srcset*="${host}"]`, `source[srcset*="${host}"]`])
  .join(', ');

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
    // What the scan looks for: three queries the browser answers on its tag (one query per key,
    // mount/selector-list.ts), not six; the few it finds are then checked against the hosts.
    // A bare attribute condition (`[src*="-amazon."]`) is tested on every element of the page.
    selector: 'img[src*="-amazon."], img[srcset*="-amazon."], source[srcset*="-amazon."]',
    filter: (el) => el.matches(MARKETPLACE_IMAGE),
    strategy: 'load',
    load: () => import('./secure-image-url'),
    run: (m, el) => m.secureImage(el),
  }),
};
