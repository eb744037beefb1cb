import type { Cleanup, WidgetContext } from '../../mount/types';
import { MINI_CART_FRAGMENT } from '../../src/lib/fragment-cache';
import { setHtml } from '../../src/dom/html';
import { openLayer, type Layer } from '../../src/dom/focus-model';
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
 * React would duplicate the theme's ids. Focus and inert come from the shared focus model.
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

  let layer: Layer | null = null;
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
    panel.removeAttribute('inert');
    panel.classList.add('active');
    fillContent();
    void ctx.store.getState().cart.refresh().then(fillContent);
    // The panel is its own backdrop (a click on it closes): it stays live around the dialog.
    layer = openLayer({
      dialog: wrap,
      alsoLive: [panel],
      initialFocus: () => panel.querySelector<HTMLElement>(CLOSE_BUTTON),
      onEscape: () => ui().setCartPanelOpen(false),
      // After an add, the drawer with its new line is painted before the page behind goes inert.
      afterPaint: true,
    });
    emit('cart_panel_opened');
  };

  const hide = () => {
    if (!panel.classList.contains('active')) return;
    panel.classList.remove('active');
    // Edits still in their 500 ms pause go now: the rows they belong to are about to go away.
    ctx.store.getState().cart.flushQuantities();
    content?.replaceChildren();
    panel.setAttribute('inert', '');
    layer?.release();
    layer = null;
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
