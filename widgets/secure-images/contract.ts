import type { BehaviourDefinition } from '../../mount/types';
import { secureImageUrl, secureSrcset } from './secure-image-url';

/**
 * Insecure marketplace image URLs become https (SPEC §9). The original rewrote them every
 * 1000 ms forever; here the scanner's one MutationObserver hands over each image present at
 * start or added later (reviews, cross-sell, fragments), and each is touched once.
 */
export const MARKETPLACE_IMAGE = ['images-amazon', 'media-amazon']
  .flatMap((host) => [`img[src*="${host}"]`, `img[srcset*="${host}"]`, `source[srcset*="${host}"]`])
  .join(', ');

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'secure-images',
  start() {},
  selector: MARKETPLACE_IMAGE,
  enhance(el) {
    const src = el.getAttribute('src');
    if (src && secureImageUrl(src) !== src) el.setAttribute('src', secureImageUrl(src));
    const srcset = el.getAttribute('srcset');
    if (srcset && secureSrcset(srcset) !== srcset) el.setAttribute('srcset', secureSrcset(srcset));
  },
};
