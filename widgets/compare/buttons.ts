import type { WidgetContext } from '../../mount/types';
import { log } from '../../src/lib/log';
import { BAR, COMPARE_BUTTON, GO_TO_COMPARISON, ICON_TOGGLE, ITEM_REMOVE, SHOW_DIFFERENCES } from './hooks';
import { showStoreChanges, syncAddedButtons, syncChrome } from './button-state';
import { compareClickActions } from './click-actions';
import { toggleDifferencesOnly } from './chart-actions';

/**
 * The comparison behaviour's code (the chunk contract.ts loads): the compare buttons, the bar
 * items' remove buttons, the fixed icon and the page's other comparison controls. One delegated
 * listener per event type on document (what each control does: click-actions.ts) and one store
 * subscription that keeps every button, the icon and the bar in step with the store
 * (button-state.ts).
 */

// The search island marks the buttons of its results through this chunk's export.
export { syncCompareButtons } from './button-state';

const isNativeControl = (el: Element) => el.matches('button, a[href], input, select, textarea');

/** The loading model's name for it (mount/types.ts WidgetCode). */
export const start = (ctx: WidgetContext) => startCompareBehaviour(ctx);

export function startCompareBehaviour(ctx: WidgetContext): () => void {
  const compare = () => ctx.store.getState().compare;
  const clickActions = compareClickActions(ctx);

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (!target?.closest || event.defaultPrevented) return;
    for (const [selector, act] of clickActions) {
      const el = target.closest<HTMLElement>(selector);
      if (!el) continue;
      if (act(el)) event.preventDefault();
      return;
    }
  };

  // Theme markup that is not a native control (spans, divs) still works from the keyboard.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target as Element | null;
    const control = target?.closest?.<HTMLElement>(`${COMPARE_BUTTON}, ${ITEM_REMOVE}, ${GO_TO_COMPARISON}, ${ICON_TOGGLE}`);
    if (!control || control !== target || isNativeControl(control)) return;
    event.preventDefault();
    control.click();
  };

  const onChange = (event: Event) => {
    const box = (event.target as Element | null)?.closest?.<HTMLInputElement>(SHOW_DIFFERENCES);
    if (box) toggleDifferencesOnly(box);
  };

  const unsubscribe = ctx.store.subscribe(showStoreChanges);
  const stopSyncingAdded = syncAddedButtons(compare);

  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('change', onChange);
  syncChrome(ctx.store.getState().compare);
  // The bar's groups and the buttons' state come from re_compare_panel (only where the bar is).
  if (document.querySelector(BAR)) {
    if (!ctx.config.present.comparechart) {
      log.error('the page has the compare bar but no `comparechart` global: comparison calls go without their nonce and the shop will refuse them.');
    }
    void compare().load();
  }

  return () => {
    unsubscribe();
    stopSyncingAdded();
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('change', onChange);
  };
}
