import type { Cleanup } from '../../mount/types';
import { browser } from '../../src/dom/browser-full';
import { readData } from '../../src/dom/hooks';
import { clickOnActivationKey } from '../../src/dom/activation-key';
import { safeUrl } from '../../src/dom/browser';
import { SHARE_BUTTON } from './hooks';
import { SHARE_DATA } from './data';
import { sharePopupFeatures, shareUrl } from './share';

/**
 * A centred pop-up window of the service's size (SPEC §9): 750×320 pinterest, 600×250 twitter,
 * 600×300 the others. Loaded on intent; a click held while it loaded is clicked again within
 * its user activation, which pop-up blockers require.
 */
export function start(): Cleanup {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(SHARE_BUTTON);
    if (!button || event.defaultPrevented) return;
    const { href, service } = readData('share-buttons', button, SHARE_DATA);
    const url = safeUrl(shareUrl(href, location.href, document.title), { sameOrigin: false });
    if (!url) return;
    event.preventDefault();
    const screen = { left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight };
    browser.open(url, 'shop-widgets-share', sharePopupFeatures(service, screen));
  };
  const onKeyDown = (event: KeyboardEvent) => clickOnActivationKey(event, SHARE_BUTTON);
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}
