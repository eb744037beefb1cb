import type { Cleanup, WidgetContext } from '../../mount/types';
import { MINI_CART_FRAGMENT } from '../../src/lib/fragment-cache';
import { setHtml } from '../../src/lib/html';
import { inertOutside, trapFocus } from '../../src/lib/focus-trap';
import { emit } from '../../src/events/bus';
import { t } from '../../src/i18n/t-lazy';

const CONTENT = '#rh-woo-cart-panel-content';
const CLOSE_BUTTON = '.rh-sslide-close-btn';

/**
 * The sliding cart panel on the theme's own markup (kept as it is, so the theme's CSS applies):
 * a modal drawer — labelled, focus moved in and trapped, Esc / backdrop / close button close it,
 * focus returns to the opener, the rest of the page inert meanwhile. Opening shows the mini-cart
 * at once (from the fragments the store holds) and reloads it; closing empties it.
 *
 * Not a React island: the drawer is server markup styled by the theme, and re-rendering it in
 * React would duplicate the theme's ids. Focus is kept in by the shared trapFocus().
 */
export function mount(root: Element, ctx: WidgetContext): Cleanup {
  const panel = root as HTMLElement;
  const wrap = panel.querySelector<HTMLElement>('.rh-sslide-panel-wrap') ?? panel;
  const content = panel.querySelector<HTMLElement>(CONTENT);
  const title = panel.querySelector<HTMLElement>('.rh-sslide-panel-title, h2, h3');
  if (title && !title.id) title.id = 'rh-woo-cart-panel-title';
  wrap.setAttribute('role', 'dialog');
  wrap.setAttribute('aria-modal', 'true');
  if (title) wrap.setAttribute('aria-labelledby', title.id);
  else wrap.setAttribute('aria-label', t('cartPanelTitle'));
  if (!wrap.hasAttribute('tabindex')) wrap.tabIndex = -1;

  let opener: HTMLElement | null = null;
  let restoreOutside: (() => void) | null = null;
  let releaseFocus: (() => void) | null = null;
  const ui = () => ctx.store.getState().ui;

  const fillContent = () => {
    if (!content || content.querySelector(MINI_CART_FRAGMENT)) return;
    const html = ctx.store.getState().cart.fragments[MINI_CART_FRAGMENT];
    if (html) setHtml(content, html);
    else {
      const loading = document.createElement('p');
      loading.className = 'sw-cart-loading';
      loading.textContent = t('loading');
      content.replaceChildren(loading);
    }
  };

  const show = () => {
    if (panel.classList.contains('active')) return;
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.removeAttribute('inert');
    panel.classList.add('active');
    restoreOutside = inertOutside(panel);
    releaseFocus = trapFocus(wrap, () => ui().setCartPanelOpen(false));
    fillContent();
    void ctx.store.getState().cart.refresh().then(fillContent);
    (panel.querySelector<HTMLElement>(CLOSE_BUTTON) ?? wrap).focus();
    emit('cart_panel_opened');
  };

  const hide = () => {
    if (!panel.classList.contains('active')) return;
    panel.classList.remove('active');
    panel.setAttribute('inert', '');
    restoreOutside?.();
    restoreOutside = null;
    releaseFocus?.();
    releaseFocus = null;
    // Edits still in their 500 ms pause go now: the rows they belong to are about to go away.
    ctx.store.getState().cart.flushQuantities();
    content?.replaceChildren();
    if (opener?.isConnected) opener.focus();
    opener = null;
    emit('cart_panel_closed');
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target === panel || target.closest(CLOSE_BUTTON)) {
      event.preventDefault();
      ui().setCartPanelOpen(false);
    }
  };
  // Keeps the loader in place of the mini-cart when the open panel's content was replaced empty.
  const unsubscribe = ctx.store.subscribe((state, previous) => {
    if (state.ui.cartPanelOpen !== previous.ui.cartPanelOpen) (state.ui.cartPanelOpen ? show : hide)();
    else if (state.ui.cartPanelOpen && state.cart.fragments !== previous.cart.fragments) fillContent();
  });

  panel.addEventListener('click', onClick);
  if (ui().cartPanelOpen) show();

  return () => {
    hide();
    unsubscribe();
    panel.removeEventListener('click', onClick);
  };
}
