import type { BehaviourDefinition, IslandDefinition, WidgetContext } from '../../mount/types';
import type { LightboxItem } from '../../src/store/slices/account';
import { safeUrl } from '../../src/lib/safe-url';
import { LIGHTBOX_DEFAULT_HEIGHT, LIGHTBOX_DEFAULT_WIDTH } from '../../src/config/constants';

/**
 * The modal host (SPEC §2 "Pop-ups"): one island, created on the first dialog request, that
 * renders whichever dialog account.dialog asks for — the login/register/reset/restrict pop-ups,
 * generic pop-ups, the coupon reveal, the lightbox and the quick view — all through the one
 * dialog primitive (widgets/shared/dialog.tsx). This contract also holds the delegated triggers
 * of generic pop-ups, lightbox links and quick-view buttons.
 */
export const MODALS_ROOT_ATTR = 'data-shop-widgets-modals';
export const GENERIC_POPUP_TRIGGER = '.csspopuptrigger[data-popup]';
export const LIGHTBOX_LINK = '.modulo-lightbox a[href]';
export const QUICK_VIEW_BUTTON = '.quick_view_button[data-product_id]';

const island: IslandDefinition = {
  kind: 'island',
  name: 'modals',
  selector: `[${MODALS_ROOT_ATTR}]`,
  strategy: 'manual',
  // Fetched when the pointer or focus reaches a trigger (below), not at idle: most pages never open one.
  prefetch: false,
  load: () => import('./modals-island'),
};

function ensureHost(ctx: WidgetContext): void {
  if (document.querySelector(`[${MODALS_ROOT_ATTR}]`)) return;
  const root = document.createElement('div');
  root.setAttribute(MODALS_ROOT_ATTR, '');
  document.body.append(root);
  void ctx.activateIsland('modals');
}

/** What opens a dialog: hovering or focusing one fetches the dialog code before the click. */
const DIALOG_TRIGGERS = `${GENERIC_POPUP_TRIGGER}, ${LIGHTBOX_LINK}, ${QUICK_VIEW_BUTTON}, .act-rehub-login-popup, #respond .must-log-in a, .comment-reply-login`;

const IMAGE = /\.(avif|gif|jpe?g|png|svg|webp)(\?.*)?$/i;

/** A lightbox link as an item: an image, inline content (#id) or an iframe (any other URL). */
export function lightboxItem(link: HTMLAnchorElement): LightboxItem | null {
  const href = link.getAttribute('href') ?? '';
  const size = {
    width: Number(link.dataset.width) || LIGHTBOX_DEFAULT_WIDTH,
    height: Number(link.dataset.height) || LIGHTBOX_DEFAULT_HEIGHT,
  };
  const title = link.dataset.title || link.getAttribute('title') || link.querySelector('img')?.alt || link.textContent?.trim() || '';
  if (href.startsWith('#')) return href.length > 1 ? { kind: 'inline', src: href.slice(1), title, ...size } : null;
  const url = safeUrl(href, { sameOrigin: false });
  if (!url) return null;
  return { kind: IMAGE.test(new URL(url).pathname) ? 'image' : 'iframe', src: url, title, ...size };
}

const host: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'modal-triggers',
  start(ctx) {
    const unsubscribe = ctx.store.subscribe((state) => {
      if (state.account.dialog) ensureHost(ctx);
    });
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as Element | null;
      const open = ctx.store.getState().account.openDialog;
      const popupTrigger = target?.closest?.<HTMLElement>(GENERIC_POPUP_TRIGGER);
      if (popupTrigger) {
        const id = popupTrigger.dataset.popup!;
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
        open({ kind: 'quickview', modalId: 'quickview', productId: quickView.dataset.product_id!, title, trigger: quickView });
      }
    };
    const onIntent = (event: Event) => {
      if (!(event.target as Element | null)?.closest?.(DIALOG_TRIGGERS)) return;
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      void island.load().catch(() => {}); // a failed prefetch is retried by the real load
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      unsubscribe();
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  },
};

export const widgets = [island, host];
