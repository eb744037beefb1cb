import type { WidgetDefinition } from '../../mount/types';

/**
 * Insecure marketplace image URLs become https (SPEC §9). The original rewrote them every
 * 1000 ms forever; here the scanner's one MutationObserver hands over each image present at
 * start or added later (reviews, cross-sell, fragments), and each is touched once. The code
 * loads at start only on a page that has such an image.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'secure-images',
    // What the scan looks for: an image or source whose URL names an Amazon host; the few it
    // finds are then checked against the hosts (HOOKS.md: `images-amazon`, which also matches
    // `ssl-images-amazon`, or `media-amazon`). The tag first: the browser tests the attribute
    // only on img and source elements.
    hooks: 'img:is([src*="-amazon."], [srcset*="-amazon."]), source[srcset*="-amazon."]',
    filter: (el) => /(images|media)-amazon/.test(`${el.getAttribute('src')} ${el.getAttribute('srcset')}`),
    strategy: { on: 'load' },
    load: () => import('./secure-image-url'),
  },
];
