import type { WidgetContext } from '../../mount/types';
import type { CompareSlice } from '../../src/store/slices/compare';
import { navigateTo } from '../../src/dom/navigate';
import { comparisonUrl } from '../../src/lib/compare';
import { readData } from '../../src/dom/hooks';
import { CHART_REMOVE, COMPARE_BUTTON, GO_TO_COMPARISON, ICON_FIXED, ICON_TOGGLE, ITEM_REMOVE, SEARCH_OPEN_BUTTON } from './hooks';
import { BAR_TABS, tabOf } from './markup';
import { BUTTON_DATA, GO_TO_DATA, ITEM_DATA, TAB_DATA } from './data';
import { removeInChart } from './chart-actions';

/** What a click on one kind of control does; false: not ours to handle (the default happens). */
export type ClickAction = [selector: string, act: (el: HTMLElement) => boolean];

/** 'go to comparison' outside the bar (e.g. under the search results): the group last changed. */
function goToLastGroup(compare: CompareSlice, trigger: HTMLElement): void {
  const pageid = compare.lastPageId ?? Object.values(compare.groups).find((g) => g.ids.length)?.pageid;
  const group = pageid ? compare.groups[pageid] : undefined;
  const tab = group && tabOf(group.pageid);
  const url = group ? tab && readData('compare', tab, TAB_DATA).url : readData('compare', trigger, GO_TO_DATA).compareurl;
  if (url) navigateTo(group ? comparisonUrl(url, group.ids) : url);
}

/** The comparison controls' click actions, in the order they are matched (the first match acts). */
export function compareClickActions(ctx: WidgetContext): ClickAction[] {
  const compare = () => ctx.store.getState().compare;
  return [
    [
      COMPARE_BUTTON,
      (button) => {
        const id = readData('compare', button, BUTTON_DATA).addcompareId;
        if (!id) return false;
        // What the shopper saw decides: 'Vergelijk' adds, a compared button removes. Buttons follow
        // the store (button-state.ts), so this is the store's state too.
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
        removeInChart(link, ctx);
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
}
