import type { WidgetContext } from '../../mount/types';
import type { ShopState } from '../../src/store/types';
import { isComparing, totalCount, type CompareSlice } from '../../src/store/slices/compare';
import { t } from '../../src/i18n/t-first-view';
import { loadChunk } from '../../src/lib/load-chunk';
import { log } from '../../src/lib/log';
import { navigateTo } from '../../src/dom/safe-url';
import { comparisonUrl } from '../../src/lib/compare';
import { localStore } from '../../src/dom/storage';
import {
  BAR,
  BAR_TABS,
  CHART_REMOVE,
  COMPARE_BUTTON,
  GO_TO_COMPARISON,
  HIDDEN_CLASS,
  ICON_COUNT,
  ICON_FIXED,
  ICON_TOGGLE,
  ITEM_REMOVE,
  OPEN_CLASS,
  SEARCH_OPEN_BUTTON,
  SHOW_DIFFERENCES,
  COMPARING_HINT_KEY,
  cssId,
  tabOf,
} from './hooks';
import { readData } from '../../src/dom/data-values';
import { BUTTON_DATA, GO_TO_DATA, ITEM_DATA, TAB_DATA } from './contract';

/**
 * The compare buttons, the bar items' remove buttons, the fixed icon and the page's other
 * comparison controls: one delegated listener per event type on document, and one store
 * subscription that keeps every button, the icon and the bar in step with the store — so a
 * product toggled in the bar, the chart, the search or another button shows the same everywhere.
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
 * the shopper can see or click them. Lives here, in the behaviour's lazy chunk, so the start-up
 * scan does not walk every compare button of a listing for the few added later.
 */
function syncAddedButtons(compare: () => CompareSlice): () => void {
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
function syncChrome(compare: CompareSlice, prev?: CompareSlice): void {
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

/** 'go to comparison' outside the bar (e.g. under the search results): the group last changed. */
function goToLastGroup(compare: CompareSlice, trigger: HTMLElement): void {
  const pageid = compare.lastPageId ?? Object.values(compare.groups).find((g) => g.ids.length)?.pageid;
  const group = pageid ? compare.groups[pageid] : undefined;
  const tab = group && tabOf(group.pageid);
  const url = group ? tab && readData('compare', tab, TAB_DATA).url : readData('compare', trigger, GO_TO_DATA).compareurl;
  if (url) navigateTo(group ? comparisonUrl(url, group.ids) : url);
}

const isNativeControl = (el: Element) => el.matches('button, a[href], input, select, textarea');

/** The loading model's name for it (mount/types.ts BehaviourCode). */
export const start = (ctx: WidgetContext) => startCompareBehaviour(ctx);

export function startCompareBehaviour(ctx: WidgetContext): () => void {
  const compare = () => ctx.store.getState().compare;
  // The chart code loads on demand; if it cannot load, the in-chart remove follows its link.
  const chart = () => loadChunk(() => import('./chart')).catch(() => null);

  /** What a click on each kind of control does; false: not ours to handle (the default happens). */
  const clickActions: [selector: string, act: (el: HTMLElement) => boolean][] = [
    [
      COMPARE_BUTTON,
      (button) => {
        const id = readData('compare', button, BUTTON_DATA).addcompareId;
        if (!id) return false;
        // What the shopper saw decides: 'Vergelijk' adds, a compared button removes. Buttons follow
        // the store (syncAddedButtons, the subscription below), so this is the store's state too.
        void compare().setComparing(id, !button.classList.contains('comparing'));
        return true;
      },
    ],
    [
      ITEM_REMOVE,
      (remove) => {
        const item = remove.closest('[data-compareid]');
        const id = item && readData('compare', item, ITEM_DATA).compareid;
        if (id) void compare().setComparing(id, false);
        return Boolean(id);
      },
    ],
    [
      CHART_REMOVE,
      (link) => {
        void chart().then((m) => {
          if (m) void m.removeFromChart(link, ctx);
          else navigateTo(link.getAttribute('href'));
        });
        return true;
      },
    ],
    [
      `${ICON_TOGGLE}, ${ICON_FIXED}`,
      () => {
        // The bar (React) comes with the shopper's intent on the icon; it opens once it shows
        // the groups (the server's bar, before that, holds only empty tabs).
        void ctx.activateIsland('compare-bar').then((shown) => shown && compare().setBarOpen(true));
        return true;
      },
    ],
    // Inside the bar the island checks the tab first; elsewhere (search results) it just goes.
    [
      GO_TO_COMPARISON,
      (go) => {
        if (go.closest(BAR_TABS)) return false;
        goToLastGroup(compare(), go);
        return true;
      },
    ],
    [
      SEARCH_OPEN_BUTTON,
      () => {
        compare().setSearchOpen(true);
        void ctx.activateIsland('compare-search');
        return true;
      },
    ],
  ];

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
    if (box) void chart().then((m) => m?.showDifferencesOnly(box));
  };

  const unsubscribe = ctx.store.subscribe((state: ShopState, prev: ShopState) => {
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
  });
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
