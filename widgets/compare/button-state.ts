import type { ShopState } from '../../src/store/types';
import { isComparing, totalCount, type CompareSlice } from '../../src/store/slices/compare';
import { t } from '../../src/i18n/t';
import { localStore } from '../../src/dom/browser';
import { readData } from '../../src/dom/hooks';
import { BAR, COMPARE_BUTTON, COMPARING_HINT_KEY, ICON_FIXED, ICON_TOGGLE } from './hooks';
import { HIDDEN_CLASS, ICON_COUNT, OPEN_CLASS, cssId } from './markup';
import { BUTTON_DATA } from './data';

/**
 * What the store knows about the comparison, shown in the page: every compare button's state,
 * the icon's count, label and visibility, and the bar's open state — so a product toggled in the
 * bar, the chart, the search or another button shows the same everywhere.
 */

/**
 * Gives each compare button under root the state the store knows (all, or only these ids).
 * Before re_compare_panel has answered (or when it failed) only the ids just toggled are known;
 * the other buttons keep the state the markup printed.
 */
export function syncCompareButtons(root: ParentNode, compare: CompareSlice, ids?: Iterable<string>): void {
  const list = ids ? [...ids] : null;
  if (list && !list.length) return;
  const selector = list ? list.map((id) => `${COMPARE_BUTTON}.addcompare-id-${cssId(id)}`).join(',') : COMPARE_BUTTON;
  const fromStore = compare.status === 'ready' || list !== null;
  const buttons = Array.from(root.querySelectorAll<HTMLElement>(selector));
  // Markup added later may be the button itself (root), not only hold it.
  if (root instanceof HTMLElement && root.matches(selector)) buttons.unshift(root);
  for (const button of buttons) {
    const id = readData('compare', button, BUTTON_DATA).addcompareId;
    if (!id) continue;
    const pending = compare.pending.includes(id);
    button.classList.toggle('loading', pending);
    if (pending) {
      button.setAttribute('aria-busy', 'true');
      continue; // keeps its state until the answer
    }
    button.removeAttribute('aria-busy');
    const comparing = fromStore ? isComparing(compare, id) : button.classList.contains('comparing');
    button.classList.toggle('comparing', comparing);
    button.classList.toggle('not-incompare', !comparing);
    button.setAttribute('aria-pressed', String(comparing));
  }
}

/** The ids whose button state may differ between two states of the slice. */
function changedIds(prev: CompareSlice, next: CompareSlice): Set<string> {
  const ids = new Set<string>();
  const all = (c: CompareSlice) => [...c.pending, ...Object.values(c.groups).flatMap((g) => g.ids)];
  for (const id of [...all(prev), ...all(next)]) {
    if (prev.pending.includes(id) !== next.pending.includes(id) || isComparing(prev, id) !== isComparing(next, id)) ids.add(id);
  }
  return ids;
}

/**
 * When re_compare_panel answers, only the compared ids and the buttons the markup marks as
 * compared can change: a listing of 2,000 products does not touch the other 1,990.
 */
function answeredIds(compare: CompareSlice): Set<string> {
  const ids = new Set(Object.values(compare.groups).flatMap((g) => g.ids));
  document.querySelectorAll<HTMLElement>(`${COMPARE_BUTTON}.comparing`).forEach((b) => {
    const id = readData('compare', b, BUTTON_DATA).addcompareId;
    if (id) ids.add(id);
  });
  return ids;
}

/**
 * The ids a button added after start can take from the store: all once re_compare_panel has
 * answered; before that (or when it failed) only those toggled on this page (in a group, or on
 * their way) — the others keep the state the markup printed.
 */
function knownIds(compare: CompareSlice): string[] | undefined {
  return compare.status === 'ready' ? undefined : [...compare.pending, ...Object.values(compare.groups).flatMap((g) => g.ids)];
}

/**
 * Compare buttons added after start (live search, quick view, load more) are printed
 * not-incompare whatever the store knows; they take the store's state as they appear, before
 * the shopper can see or click them. Lives in the behaviour's lazy chunk, so the start-up
 * scan does not walk every compare button of a listing for the few added later.
 */
export function syncAddedButtons(compare: () => CompareSlice): () => void {
  const observer = new MutationObserver((records) => {
    const state = compare();
    const ids = knownIds(state);
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element && node.isConnected) syncCompareButtons(node, state, ids);
      });
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * The count, the icon's label and its visibility follow the store once it knows the total:
 * re_compare_panel answered, something is compared, or the total has just dropped to 0 (SPEC §4:
 * the icon hides then, also after a failed re_compare_panel). Before that the markup stays.
 */
export function syncChrome(compare: CompareSlice, prev?: CompareSlice): void {
  const total = totalCount(compare);
  if (compare.status === 'ready' || total > 0 || (prev && totalCount(prev) > 0)) {
    document.querySelectorAll(ICON_COUNT).forEach((el) => (el.textContent = String(total)));
    const label = total === 1 ? t('compareIconLabelOne') : t('compareIconLabel', { count: total });
    document.querySelectorAll(ICON_TOGGLE).forEach((el) => el.setAttribute('aria-label', label));
    document.querySelector(ICON_FIXED)?.classList.toggle(HIDDEN_CLASS, total === 0);
  }
  const bar = document.querySelector(BAR);
  bar?.classList.toggle(OPEN_CLASS, compare.barOpen);
  // Closed, the bar is out of the tab order and the accessibility tree (as the cart panel).
  bar?.toggleAttribute('inert', !compare.barOpen);
}

/**
 * A store listener that keeps the page in step with every change of the comparison; also keeps
 * the hint (COMPARING_HINT_KEY) that tells the next page view to load this code at start.
 */
export function showStoreChanges(state: ShopState, prev: ShopState): void {
  if (state.compare === prev.compare) return;
  if (state.compare.status === 'ready') {
    if (totalCount(state.compare) > 0) localStore.set(COMPARING_HINT_KEY, '1');
    else localStore.remove(COMPARING_HINT_KEY);
  }
  syncCompareButtons(
    document,
    state.compare,
    state.compare.status === prev.compare.status ? changedIds(prev.compare, state.compare) : answeredIds(state.compare),
  );
  syncChrome(state.compare, prev.compare);
}
