import type { WidgetContext } from '../../mount/types';
import { onInteraction } from '../../mount/strategies/interaction';
import { CART_EVENTS } from '../../src/events/names';
import { on, onFromOthers } from '../../src/events/bus';
import { htmlInsertionRefused } from '../../src/dom/trusted-types';
import { t } from '../../src/i18n/t';
import { browser } from '../../src/dom/browser';
import { safeUrl } from '../../src/dom/safe-url';
import { receiveFromOthers } from './from-others';
import { answerCode, type AnswerCode } from './answer-code';
import { ADD_CONTROLS, CART_BUTTON, CART_PANEL } from './hooks';

/**
 * The cart button opens the panel; so does every add, ours (`added_to_cart`) or other code's.
 * Start-up code, only the listeners: what shows the panel (show.ts) is part of the answer's
 * code, fetched on intent on an add control or the cart button (or by the click that comes
 * first, which waits for it: when it cannot come, the cart button goes to its `href`, an add
 * made by other code is said in a toast).
 */
export function startCartPanelTrigger(ctx: WidgetContext): () => void {
  // Closed, the panel is out of the tab order and the accessibility tree.
  document.querySelector<HTMLElement>(CART_PANEL)?.setAttribute('inert', '');
  let stopped = false;
  const stops: (() => void)[] = [];
  // At once when the code has come (an add's answer shows the panel in its own task), else when it comes.
  const code = answerCode(ctx.cart);
  const withCode = (use: (code: AnswerCode) => unknown, fallback: () => void) => {
    const loaded = code.now();
    if (loaded) return void use(loaded);
    code.load().then(
      (loaded) => stopped || use(loaded),
      () => stopped || fallback(),
    );
  };

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    // An empty panel is worse than the cart page: without our Trusted Types policy, the link.
    if (htmlInsertionRefused()) return;
    const button = (event.target as Element | null)?.closest?.(CART_BUTTON);
    if (!button || !document.querySelector(CART_PANEL)) return;
    event.preventDefault();
    withCode(
      (code) => code.openCartPanel(ctx, button),
      () => {
        const href = safeUrl(button.getAttribute('href'));
        if (href) browser.assign(href);
      },
    );
  };
  document.addEventListener('click', onClick);

  const afterAdd = () =>
    withCode(
      (code) => code.showCartAfterAdd(ctx),
      () => ctx.store.getState().ui.showToast(t('addedToCart')),
    );
  stops.push(
    () => document.removeEventListener('click', onClick),
    // Ours fires from the answer's code: it has come, the panel shows in the answer's task.
    on(CART_EVENTS.addedToCart, afterAdd),
    // An add made by other code (WooCommerce's add-to-cart.js, a quick-view plugin).
    onFromOthers(CART_EVENTS.addedToCart, (args) => {
      receiveFromOthers(ctx, args, 'add');
      afterAdd();
    }),
    onInteraction(`${ADD_CONTROLS}, ${CART_BUTTON}`, (event) =>
      withCode(
        (code) => stops.push(code.onAddIntent(ctx, event)),
        () => {},
      ),
    ),
  );

  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
    code.now()?.stopCartPanel();
  };
}
