import type { Cleanup, WidgetContext } from '../../mount/types';
import { openLayer, type Layer } from '../../src/dom/focus-model';
import { cartPanelEvents } from '../../src/events/cart-events';
import { t } from '../../src/i18n/t-lazy';
import { fillMiniCart } from '../cart-fragments/render';
import { registerCartPanel } from './trigger';

const CONTENT = '#rh-woo-cart-panel-content';
const CLOSE_BUTTON = '.rh-sslide-close-btn';

/**
 * The sliding cart panel on the theme's own markup (kept as it is, so the theme's CSS applies):
 * a modal drawer — labelled, focus moved in and trapped, Esc / backdrop / close button close it,
 * focus returns to the opener, the rest of the page inert meanwhile. Opening shows the mini-cart
 * at once (from the fragments the store holds) and reloads it; closing empties it. Open is the
 * `.active` class the theme's CSS shows: there is no other open state.
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
  const isOpen = () => panel.classList.contains('active');
  const fillContent = () => {
    if (content) fillMiniCart(content, ctx.store.getState().cart.fragments, t('loading'));
  };

  const open = () => {
    if (isOpen()) return;
    panel.removeAttribute('inert');
    panel.classList.add('active');
    fillContent();
    void ctx.cart.refresh();
    // The panel is its own backdrop (a click on it closes): it stays live around the dialog.
    layer = openLayer({
      dialog: wrap,
      alsoLive: [panel],
      initialFocus: () => panel.querySelector<HTMLElement>(CLOSE_BUTTON),
      onEscape: close,
      // After an add, the drawer with its new line is painted before the page behind goes inert.
      afterPaint: true,
    });
    cartPanelEvents.opened();
  };

  function close(): void {
    if (!isOpen()) return;
    panel.classList.remove('active');
    // Edits still in their 500 ms pause go now: the rows they belong to are about to go away.
    ctx.cart.flushQuantities();
    content?.replaceChildren();
    panel.setAttribute('inert', '');
    layer?.release();
    layer = null;
    cartPanelEvents.closed();
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target === panel || target.closest(CLOSE_BUTTON)) {
      event.preventDefault();
      close();
    }
  };
  // Keeps the mini-cart in the open panel when its content was emptied (shows the loader until then).
  const unsubscribe = ctx.store.subscribe((state, previous) => {
    if (isOpen() && state.cart.fragments !== previous.cart.fragments) fillContent();
  });
  const unregister = registerCartPanel(panel, { open });
  panel.addEventListener('click', onClick);

  return () => {
    close();
    unregister();
    unsubscribe();
    panel.removeEventListener('click', onClick);
  };
}
