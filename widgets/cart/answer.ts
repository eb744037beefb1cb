import type { WidgetContext } from '../../mount/types';
import { afterNextPaint, safeUrl, htmlInsertionRefused, browser, browserIsOffline } from '../../src/dom/browser';
import { t } from '../../src/i18n/t';
import { cssEscape } from '../../src/dom/css-escape';
import { htmlToFragment, replaceWithHtml, setHtml } from '../../src/dom/html';
import { elementsForEach, elementsIn } from '../../src/dom/hooks';
import { MINI_CART_FRAGMENT } from '../../src/connect-cart';
import type { CartUpdate } from '../../src/cart/types';
import { cartPanelEvents } from '../../src/events/bus';
import { ADD_CONTROLS, CART_PANEL } from './hooks';
import { sayOffline } from './offline';

/*
 * The answer's code, one chunk (drawing.ts loads it): what draws the cart on the page — the
 * fragments, the button's added state — and the cart panel shown with its line. Fetched on
 * intent on an add control or the cart button, else at the click in parallel with the add's
 * request, which never waits for it.
 */

/**
 * WooCommerce's updateButton: added, and a 'View cart' link unless this is the cart page. Part of
 * the answer's code, not start-up code.
 */
export function showAdded(ctx: WidgetContext, trigger: HTMLElement, successMessage: string | undefined): void {
  const config = ctx.config.addToCart;
  trigger.classList.add('added');
  let link: HTMLAnchorElement | null = null;
  if (!config.is_cart && !trigger.parentElement?.querySelector('.added_to_cart')) {
    link = document.createElement('a');
    link.setAttribute('href', safeUrl(config.cart_url) ? config.cart_url : '/cart/');
    link.className = 'added_to_cart wc-forward';
    trigger.insertAdjacentElement('afterend', link);
  }
  if (link) link.title = link.textContent = t('viewCart');
  ctx.store.getState().ui.announce(successMessage || t('addedToCart'));
}

const MINI_CART_TOTAL = '.woocommerce-mini-cart__total';
const rowSelector = (itemKey: string) => `.cartkey-${cssEscape(itemKey)}`;

/**
 * The one module that writes cart fragments into the page (drawing.ts hands it every
 * change the page does not show yet).
 * A cart change: each fragment replaces the elements its selector names (an element whose
 * markup is already the fragment's stays: WooCommerce's replaceWith would put the same). For a mini-cart
 * quantity change that came back with a cart hash, only the changed row and the total are
 * replaced, so the row the shopper is not editing keeps focus and typed text.
 *
 * Every key's targets are found before any is replaced, then the keys are applied in order as
 * WooCommerce does (`$(key).replaceWith(html)` one after the other): a key also meets what an
 * earlier key's HTML put on the page, and not what an earlier key took off it.
 */
export function renderCartUpdate(update: CartUpdate, doc: Document = document): void {
  // Without our Trusted Types policy the server's markup stays: it is the truth of page load.
  if (htmlInsertionRefused()) return;
  // A selector the browser cannot parse: nothing on the page can match it.
  const entries = Object.entries(update.fragments).filter(([selector]) => parses(doc, selector));
  const found = elementsForEach(
    doc,
    entries.map(([selector]) => selector),
  );
  const inserted: Element[] = [];
  entries.forEach(([selector, html], i) => {
    if (selector === MINI_CART_FRAGMENT && update.source === 'quantity' && update.cartHash && update.itemKey) {
      if (replaceMiniCartRow(doc, html, update.itemKey)) return;
    }
    const targets = found[i]!.filter((el) => el.isConnected);
    for (const root of inserted) if (root.isConnected) targets.push(...elementsIn(root, selector));
    for (const target of targets) {
      // Already showing this markup — a fresh visit's refresh mostly is, and so is the panel's
      // reload after an add's answer for what this module put there (enhanced since, so its
      // outerHTML differs): left as it is, so the page is not parsed, replaced and scanned again,
      // and what the shopper is using in it (focus, a click held while the mini-cart's code
      // loads) stays.
      if ((update.source === 'refresh' && renderedFrom.get(target) === html) || target.outerHTML === html) continue;
      const added = replaceWithHtml(target, html);
      for (const root of added) renderedFrom.set(root, html);
      inserted.push(...added);
    }
  });
}

/** Whether each key parses, asked once per key (every update names the same few keys). */
const parsed = new Map<string, boolean>();
/** The fragment HTML each element this module put on the page came from, while unchanged since. */
const renderedFrom = new WeakMap<Element, string>();

function parses(doc: Document, selector: string): boolean {
  let ok = parsed.get(selector);
  if (ok === undefined) {
    try {
      doc.createDocumentFragment().querySelector(selector);
      ok = true;
    } catch {
      ok = false;
    }
    parsed.set(selector, ok);
  }
  return ok;
}

/** Replaces the changed row and the total in every mini-cart; false when a whole replace is needed. */
function replaceMiniCartRow(doc: Document, html: string, itemKey: string): boolean {
  const fresh = htmlToFragment(html, doc);
  const freshRow = fresh.querySelector(rowSelector(itemKey));
  const freshTotal = fresh.querySelector(MINI_CART_TOTAL);
  const containers = Array.from(doc.querySelectorAll(MINI_CART_FRAGMENT));
  if (!freshTotal || !containers.every((c) => c.querySelector(rowSelector(itemKey)) && c.querySelector(MINI_CART_TOTAL))) {
    return false;
  }
  for (const container of containers) {
    renderedFrom.delete(container); // changed in place: no longer the HTML it came from
    const row = container.querySelector(rowSelector(itemKey))!;
    const hadFocus = row.contains(doc.activeElement);
    if (freshRow) {
      const newRow = freshRow.cloneNode(true) as Element;
      row.replaceWith(newRow);
      if (hadFocus) newRow.querySelector<HTMLElement>('input.qty')?.focus();
    } else {
      row.remove();
    }
    container.querySelector(MINI_CART_TOTAL)!.replaceWith(freshTotal.cloneNode(true));
    if (!container.querySelector('.woocommerce-mini-cart-item')) return false; // emptied: show the empty message
  }
  return true;
}

/**
 * Fills an emptied mini-cart container (the cart panel's content, emptied when it closes) with
 * the mini-cart the store holds, or a loader until one comes. A container that still holds the
 * mini-cart is left alone: cart changes replace it in place.
 */
export function fillMiniCart(container: Element, fragments: Record<string, string>, loadingText: string): void {
  if (container.querySelector(MINI_CART_FRAGMENT) || htmlInsertionRefused()) return;
  const html = fragments[MINI_CART_FRAGMENT];
  if (html) {
    setHtml(container, html);
    return;
  }
  const loading = container.ownerDocument.createElement('p');
  loading.className = 'sw-cart-loading';
  loading.textContent = loadingText;
  container.replaceChildren(loading);
}

const CONTENT = '#rh-woo-cart-panel-content';
export const CLOSE_BUTTON = '.rh-sslide-close-btn';

/** What the mounted panel (panel.ts) offers; its open state is the `.active` class on the panel. */
export interface CartPanelController {
  /** Makes the shown panel a modal dialog (focus in and trapped, the page inert); shows it first if needed. */
  open(): void;
}

const controllers = new WeakMap<Element, CartPanelController>();
/** Panels whose code is on its way (one activation at a time); whether it was shown meanwhile. */
const pending = new WeakMap<Element, { shownEarly: boolean }>();

/** panel.ts registers itself when it mounts; returns the unregister. */
export function registerCartPanel(panel: Element, controller: CartPanelController): () => void {
  controllers.set(panel, controller);
  return () => controllers.delete(panel);
}

const isShown = (panel: Element) => panel.classList.contains('active');

/** The store subscription that keeps a shown panel's mini-cart (set at the first show). */
let unsubscribeFill: (() => void) | undefined;

/** Keeps the mini-cart in the shown panel when its content was emptied (the loader until then). */
function keepFilled(ctx: WidgetContext): void {
  unsubscribeFill ??= ctx.store.subscribe((state, previous) => {
    const panel = state.cart.fragments !== previous.cart.fragments && document.querySelector(CART_PANEL);
    if (panel && isShown(panel)) fillPanel(ctx, panel);
  });
}

/** The drops of panel activations still on their way, run when the trigger stops. */
const activating = new Set<() => void>();

/** Fills the panel's emptied content with the mini-cart the store holds (a loader until one comes). */
function fillPanel(ctx: WidgetContext, panel: Element): void {
  const content = panel.querySelector(CONTENT);
  if (content) fillMiniCart(content, ctx.store.getState().cart.fragments, t('loading'));
}

/**
 * Shows the panel — the theme's `.active` class, the mini-cart the store holds — and reloads its
 * content (SPEC §4). Part of the answer's code
 * (answer.ts), so that an add's answer shows its line in the panel without
 * waiting for the panel's own code; that code (panel.ts) makes the shown panel a modal dialog.
 */
export function showPanel(ctx: WidgetContext, panel: HTMLElement): void {
  panel.removeAttribute('inert');
  panel.classList.add('active');
  fillPanel(ctx, panel);
  keepFilled(ctx);
  // The reload's request (the browser's own work to start it is the bulk of this click) leaves
  // once the shown panel is painted.
  afterNextPaint(() => void ctx.cart.refresh());
  cartPanelEvents.opened();
}

/** Hides the panel and empties it; closed, it is out of the tab order and the accessibility tree. */
export function hidePanel(ctx: WidgetContext, panel: HTMLElement): void {
  panel.classList.remove('active');
  // Edits still in their 500 ms pause go now: the rows they belong to are about to go away.
  ctx.cart.flushQuantities();
  panel.querySelector(CONTENT)?.replaceChildren();
  panel.setAttribute('inert', '');
  cartPanelEvents.closed();
}

/** Whether a click closes the panel: its backdrop (the panel outside its wrap) or its close button. */
export const closesPanel = (panel: Element, target: Element): boolean => target === panel || Boolean(target.closest(CLOSE_BUTTON));

/** While the panel is shown and its code is on its way, the close button, the backdrop and Esc close it. Returns the stop. */
function closableMeanwhile(ctx: WidgetContext, panel: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (!isShown(panel) || !closesPanel(panel, event.target as Element)) return;
    event.preventDefault();
    hidePanel(ctx, panel);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isShown(panel)) hidePanel(ctx, panel);
  };
  panel.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  return () => {
    panel.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
  };
}

/**
 * Opens the sliding cart panel. With its code running (it came on intent), as a dialog. Else the
 * panel is shown without it and the code asked for; the code makes the shown panel a dialog once
 * it runs. When the code cannot load (offline, a stale deploy) the shown panel closes again and
 * the cart button goes to the cart page as printed, an add says so in a toast; the next open
 * tries the code again.
 */
export function openCartPanel(ctx: WidgetContext, openedBy: Element | null): void {
  const panel = document.querySelector<HTMLElement>(CART_PANEL);
  if (!panel) return;
  const running = controllers.get(panel);
  if (running) return running.open();
  if (!pending.has(panel)) activate(ctx, panel, openedBy);
  const waiting = pending.get(panel);
  if (!waiting || isShown(panel)) return;
  waiting.shownEarly = true;
  showPanel(ctx, panel);
}

/** Asks for the panel's code. Opens the panel as a dialog once the code runs, or falls back. */
function activate(ctx: WidgetContext, panel: HTMLElement, openedBy: Element | null): void {
  const waiting = { shownEarly: false };
  pending.set(panel, waiting);
  const stop = closableMeanwhile(ctx, panel);
  let dropped = false;
  const drop = () => {
    dropped = true;
    activating.delete(drop);
    stop();
    pending.delete(panel);
  };
  activating.add(drop);
  void ctx.activateIsland('cart-panel').then(() => {
    if (dropped) return;
    drop();
    // Shown, then closed by the shopper meanwhile: it stays closed, whatever came.
    if (waiting.shownEarly && !isShown(panel)) return;
    const mounted = controllers.get(panel);
    if (mounted) return mounted.open();
    if (isShown(panel)) hidePanel(ctx, panel);
    const href = openedBy && safeUrl(openedBy.getAttribute('href'));
    // Offline the cart page cannot load either: the cart button says so instead.
    if (openedBy && browserIsOffline()) sayOffline(ctx, openedBy);
    else if (href) browser.assign(href);
    else if (!openedBy) ctx.store.getState().ui.showToast(t('addedToCart'));
  });
}

/**
 * After a successful add (SPEC §4): no panel while the page shows add-to-cart errors, nor when
 * the shopper is being sent to the cart; the sliding panel when allowed and present (any open
 * modal closes); otherwise the toast.
 */
export function showCartAfterAdd(ctx: WidgetContext): void {
  if (document.querySelector('.woocommerce-error') || ctx.config.addToCart.cart_redirect_after_add) return;
  const ui = ctx.store.getState().ui;
  if (ctx.config.options.sliding_cart && document.querySelector(CART_PANEL)) {
    ui.setOpenModal(null);
    openCartPanel(ctx, null);
  } else {
    ui.showToast(t('addedToCart'));
  }
}

/**
 * How long the pointer rests on an add control before the panel's code (the dialog) is fetched
 * (the theme's hover intent interval). A pointer that arrives and clicks at once fetches only
 * the answer's code before the answer: it shows the line, and no other chunk competes with that paint.
 */
const ADD_INTENT_REST_MS = 100;

/**
 * Intent on an add control — the pointer resting on it, or keyboard focus — mounts the panel's
 * code (closed), so that the add's answer opens it as a dialog at once. Installed when the
 * answer's code comes on the first intent (`first`, which counts too); returns the stop.
 */
export function onAddIntent(ctx: WidgetContext, first: Event): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const mount = () => {
    const panel = document.querySelector(CART_PANEL);
    if (panel && !controllers.has(panel) && !pending.has(panel) && ctx.config.options.sliding_cart) void ctx.activateIsland('cart-panel');
  };
  const control = (event: Event) => (event.target as Element | null)?.closest?.(ADD_CONTROLS);
  const onOver = (event: Event) => {
    clearTimeout(timer);
    // An add already on its way opens the panel itself.
    if (control(event) && !ctx.store.getState().cart.addsPending) timer = setTimeout(mount, ADD_INTENT_REST_MS);
  };
  // Keyboard focus only: a mouse press focuses a link too, in the click itself.
  const onFocus = (event: Event) => {
    if (control(event)?.matches(':focus-visible')) mount();
  };
  const cancel = () => clearTimeout(timer);
  if (first.type === 'focusin') onFocus(first);
  else if (first.type === 'pointerover') onOver(first);
  document.addEventListener('pointerover', onOver, { passive: true });
  document.addEventListener('click', cancel, true);
  document.addEventListener('focusin', onFocus);
  return () => {
    cancel();
    document.removeEventListener('pointerover', onOver);
    document.removeEventListener('click', cancel, true);
    document.removeEventListener('focusin', onFocus);
  };
}

/** Drops what this code left waiting (the script stops): activations on their way, the store subscription. */
export function stopCartPanel(): void {
  activating.forEach((drop) => drop());
  unsubscribeFill?.();
  unsubscribeFill = undefined;
}
