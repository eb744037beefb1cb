import type { WidgetContext } from '../../mount/types';
import type { Toast } from '../../src/store/slices/ui';
import { adoptStyles } from '../../src/dom/styles';
import { t } from '../../src/i18n/t-lazy';
import { TOAST_MAX_WIDTH_PX, TOAST_MIN_WIDTH_PX, TOAST_OFFSET_TOP_PX, TOAST_SPACING_PX } from '../../src/config/constants';

const CSS = `
.sw-toasts{position:fixed;top:${TOAST_OFFSET_TOP_PX}px;right:${TOAST_OFFSET_TOP_PX}px;z-index:2147483000;display:flex;flex-direction:column;gap:${TOAST_SPACING_PX}px;margin:0;padding:0;list-style:none;pointer-events:none}
.sw-toasts .rh-toast{pointer-events:auto;min-width:${TOAST_MIN_WIDTH_PX}px;max-width:${TOAST_MAX_WIDTH_PX}px;display:flex;align-items:center;gap:.75rem;justify-content:space-between;padding:.75rem 1rem;border-radius:6px;background:#1f2d1f;color:#fff;box-shadow:0 4px 14px rgba(0,0,0,.2);font:inherit}
.sw-toasts .rh-toast-error{background:#8e1b1b}
.sw-toasts .rh-toast-close{background:none;border:0;color:inherit;font-size:1.25rem;line-height:1;cursor:pointer;padding:0 .25rem}
@media (max-width:480px){.sw-toasts{left:${TOAST_SPACING_PX}px;right:${TOAST_SPACING_PX}px}.sw-toasts .rh-toast{min-width:0;max-width:none}}
`;

/**
 * The toast stack, without React (a list of texts needs none): top right, 20 px from the top,
 * 10 px apart, each gone after 4 s (the store's timer). One element per toast, kept while it
 * shows, so a screen reader hears each once through the polite status region.
 */
export function connect(root: Element, ctx: WidgetContext): () => void {
  adoptStyles('toasts', CSS);
  const stack = document.createElement('div');
  stack.className = 'sw-toasts';
  stack.setAttribute('role', 'status');
  stack.setAttribute('aria-live', 'polite');
  stack.dataset.testid = 'toasts';
  root.append(stack);
  const shown = new Map<number, HTMLElement>();

  const render = (toasts: readonly Toast[]) => {
    const ids = new Set(toasts.map((toast) => toast.id));
    for (const [id, el] of shown) {
      if (ids.has(id)) continue;
      el.remove();
      shown.delete(id);
    }
    for (const toast of toasts) {
      if (shown.has(toast.id)) continue;
      const el = document.createElement('div');
      el.className = `rh-toast rh-toast-${toast.type}`;
      const text = document.createElement('span');
      text.textContent = toast.text;
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'rh-toast-close';
      close.setAttribute('aria-label', t('close'));
      close.textContent = '×';
      close.addEventListener('click', () => ctx.store.getState().ui.dismissToast(toast.id));
      el.append(text, close);
      stack.append(el);
      shown.set(toast.id, el);
    }
  };

  render(ctx.store.getState().ui.toasts);
  const unsubscribe = ctx.store.subscribe((state, previous) => {
    if (state.ui.toasts !== previous.ui.toasts) render(state.ui.toasts);
  });
  return () => {
    unsubscribe();
    stack.remove();
  };
}
