import type { BehaviourDefinition } from '../../mount/types';
import { browser } from '../../src/dom/browser';
import { safeUrl } from '../../src/dom/safe-url';
import { clickOnActivationKey, makeOperable } from '../../src/dom/operable';
import { sharePopupFeatures, shareUrl } from './share';

/** HOOKS.md "Share": `span.share-link-image[data-href][data-service]`. */
export const SHARE_BUTTON = '.share-link-image[data-href]';

/**
 * Share buttons (SPEC §9): a centred pop-up window of the service's size — 750×320 pinterest,
 * 600×250 twitter, 600×300 the others. Opened synchronously in the click (pop-up blockers).
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'share-buttons',
  selector: SHARE_BUTTON,
  enhance: (el) => makeOperable(el),
  start() {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(SHARE_BUTTON);
      if (!button || event.defaultPrevented) return;
      const url = safeUrl(shareUrl(button.dataset.href ?? '', location.href, document.title), { sameOrigin: false });
      if (!url) return;
      event.preventDefault();
      const features = sharePopupFeatures(button.dataset.service ?? '', {
        left: window.screenX,
        top: window.screenY,
        width: window.outerWidth,
        height: window.outerHeight,
      });
      browser.open(url, 'shop-widgets-share', features);
    };
    const onKeyDown = (event: KeyboardEvent) => clickOnActivationKey(event, SHARE_BUTTON);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  },
};
