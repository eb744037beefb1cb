import type { WidgetContext } from '../../mount/types';
import type { LightboxItem } from '../../src/store/slices/account';
import { safeUrl } from '../../src/dom/browser';
import { LIGHTBOX_DEFAULT_HEIGHT, LIGHTBOX_DEFAULT_WIDTH } from '../../src/config/constants';
import { GENERIC_POPUP_TRIGGER, LIGHTBOX_LINK, QUICK_VIEW_BUTTON } from './hooks';
import { LIGHTBOX_DATA, POPUP_TRIGGER_DATA, QUICK_VIEW_DATA } from './data';
import { readData } from '../../src/dom/hooks';

const IMAGE = /\.(avif|gif|jpe?g|png|svg|webp)(\?.*)?$/i;

/** A lightbox link as an item: an image, inline content (#id) or an iframe (any other URL). */
export function lightboxItem(link: HTMLAnchorElement): LightboxItem | null {
  const href = link.getAttribute('href') ?? '';
  const data = readData('modals', link, LIGHTBOX_DATA);
  const size = { width: data.width || LIGHTBOX_DEFAULT_WIDTH, height: data.height || LIGHTBOX_DEFAULT_HEIGHT };
  const title = data.title || link.getAttribute('title') || link.querySelector('img')?.alt || link.textContent?.trim() || '';
  if (href.startsWith('#')) return href.length > 1 ? { kind: 'inline', src: href.slice(1), title, ...size } : null;
  const url = safeUrl(href, { sameOrigin: false });
  if (!url) return null;
  return { kind: IMAGE.test(new URL(url).pathname) ? 'image' : 'iframe', src: url, title, ...size };
}

/** The clicks that open a generic pop-up, the lightbox or the quick view. */
export function start(ctx: WidgetContext): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as Element | null;
    const open = ctx.store.getState().account.openDialog;
    const popupTrigger = target?.closest?.<HTMLElement>(GENERIC_POPUP_TRIGGER);
    if (popupTrigger) {
      const id = readData('modals', popupTrigger, POPUP_TRIGGER_DATA).popup;
      if (!document.getElementById(id)) return;
      event.preventDefault();
      open({ kind: 'element', modalId: `popup-${id}`, elementId: id, trigger: popupTrigger });
      return;
    }
    const link = target?.closest?.<HTMLAnchorElement>(LIGHTBOX_LINK);
    if (link) {
      const links = Array.from(link.closest('.modulo-lightbox')!.querySelectorAll<HTMLAnchorElement>('a[href]'));
      const items = links.map(lightboxItem);
      const index = links.indexOf(link);
      if (!items[index]) return;
      event.preventDefault();
      const valid = items.filter((item): item is LightboxItem => item !== null);
      open({ kind: 'lightbox', modalId: 'lightbox', items: valid, index: valid.indexOf(items[index]!), trigger: link });
      return;
    }
    const quickView = target?.closest?.<HTMLElement>(QUICK_VIEW_BUTTON);
    if (quickView) {
      event.preventDefault();
      const title = quickView.getAttribute('aria-label') ?? quickView.textContent?.trim() ?? '';
      open({ kind: 'quickview', modalId: 'quickview', productId: readData('modals', quickView, QUICK_VIEW_DATA).product_id, title, trigger: quickView });
    }
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
