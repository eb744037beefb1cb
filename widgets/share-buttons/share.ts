import { SHARE_POPUP_SIZES } from '../../src/config/share-popup-sizes';

/** The pop-up size of a share service: pinboard (pinterest) 750×320, microblog (twitter) 600×250, others 600×300. */
export function sharePopupSize(service: string): { width: number; height: number } {
  const key = service.toLowerCase();
  if (key === 'pinterest' || key === 'pinboard') return SHARE_POPUP_SIZES.pinterest;
  if (key === 'twitter' || key === 'x' || key === 'microblog') return SHARE_POPUP_SIZES.twitter;
  return SHARE_POPUP_SIZES.other;
}

export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** window.open features for a pop-up of that size centred on the current window. */
export function sharePopupFeatures(service: string, screen: ScreenBox): string {
  const { width, height } = sharePopupSize(service);
  const left = Math.round(screen.left + (screen.width - width) / 2);
  const top = Math.round(screen.top + (screen.height - height) / 2);
  return `width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}

/**
 * The share URL: the server builds it (data-href); `{url}` and `{title}` placeholders, when the
 * theme prints them, are filled with the page url and title, encoded.
 */
export function shareUrl(href: string, pageUrl: string, title: string): string {
  return href.replace(/\{url\}/g, encodeURIComponent(pageUrl)).replace(/\{title\}/g, encodeURIComponent(title));
}
