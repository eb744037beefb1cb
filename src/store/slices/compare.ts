import type { SliceCreator } from '../types';
import type { CompareItem } from '../../api/compare';
import { emit } from '../../events/bus';
import { t } from '../../i18n/t';

/** A comparison group (a tab of the bar): its page id and the ids it compares, in order. */
export interface CompareGroup {
  pageid: string;
  ids: string[];
}

/** The compare slice (issue 4): its state first, then its actions. */
export interface CompareSlice {
  /** re_compare_panel: not asked yet, on its way, answered, or failed (the page keeps its markup). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The groups the server knows of, by page id (the bar's tabs add those without items). */
  groups: Record<string, CompareGroup>;
  /** What the bar shows of each compared product, by compare id. */
  items: Record<string, CompareItem>;
  /** Ids whose add or remove is on its way: their buttons show `loading`. */
  pending: string[];
  /** The group of the last add or remove (where 'go to comparison' outside the bar leads). */
  lastPageId: string | null;
  /** Whether the floating compare bar is open. */
  barOpen: boolean;
  /** Whether the compare search overlay is open. */
  searchOpen: boolean;

  /** Loads the groups once (re_compare_panel). */
  load(): Promise<void>;
  /** Adds or removes one product (re_add_compare); resolves false when the call failed. */
  setComparing(id: string, comparing: boolean): Promise<boolean>;
  setBarOpen(open: boolean): void;
  setSearchOpen(open: boolean): void;
}

/** Selectors (pure, over the whole slice). */
export const totalCount = (compare: Pick<CompareSlice, 'groups'>): number =>
  Object.values(compare.groups).reduce((sum, group) => sum + group.ids.length, 0);

export const isComparing = (compare: Pick<CompareSlice, 'groups'>, id: string): boolean =>
  Object.values(compare.groups).some((group) => group.ids.includes(id));

// The calls and their schemas load with the first compare action, not with the entry chunk.
// A chunk that cannot load (offline, a new deploy) counts as a failed call.
const api = () => import('../../api/compare').catch(() => null);

export const createCompareSlice: SliceCreator<'compare'> = ({ get, set, root }, { http, config }) => {
  const nonce = () => config.compare.comparenonce;
  // Groups changed by an add or remove while re_compare_panel was on its way: newer than its answer.
  const changedWhileLoading = new Set<string>();

  return {
    status: 'idle',
    groups: {},
    items: {},
    pending: [],
    lastPageId: null,
    barOpen: false,
    searchOpen: false,

    async load() {
      if (get().status !== 'idle') return;
      set({ status: 'loading' });
      const calls = await api();
      const groups = calls && (await calls.fetchComparePanel(http, nonce()));
      if (!groups) {
        set({ status: 'failed' });
        return;
      }
      set((compare) => {
        const loaded = Object.fromEntries(groups.map((g) => [g.pageid, { pageid: g.pageid, ids: g.ids }]));
        for (const pageid of changedWhileLoading) if (compare.groups[pageid]) loaded[pageid] = compare.groups[pageid];
        return {
          status: 'ready',
          groups: loaded,
          items: { ...Object.fromEntries(groups.flatMap((g) => g.items.map((item) => [item.id, item]))), ...compare.items },
        };
      });
      changedWhileLoading.clear();
    },

    async setComparing(id, comparing) {
      if (get().pending.includes(id)) return false;
      set((compare) => ({ pending: [...compare.pending, id] }));
      const calls = await api();
      const answer = calls && (await calls.toggleCompare(http, id, comparing ? 'add' : 'remove', nonce()));
      const ui = root.getState().ui;
      if (!answer) {
        set((compare) => ({ pending: compare.pending.filter((p) => p !== id) }));
        ui.showToast(t('compareFailed'), 'error');
        return false;
      }
      if (get().status === 'loading') changedWhileLoading.add(answer.pageid);
      set((compare) => {
        const groups = { ...compare.groups, [answer.pageid]: { pageid: answer.pageid, ids: answer.ids } };
        // An id lives in one group: drop it from the others when the server moved it.
        for (const [pageid, group] of Object.entries(groups)) {
          if (pageid !== answer.pageid && group.ids.includes(id)) groups[pageid] = { pageid, ids: group.ids.filter((g) => g !== id) };
        }
        const items = answer.item ? { ...compare.items, [id]: answer.item } : compare.items;
        const open = totalCount({ groups }) > 0;
        return {
          groups,
          items,
          pending: compare.pending.filter((p) => p !== id),
          lastPageId: answer.pageid,
          // SPEC §4: when the total drops to 0 the bar closes (and the icon hides).
          barOpen: open && compare.barOpen,
        };
      });
      const total = totalCount(get());
      ui.announce(t(comparing ? 'compareAdded' : 'compareRemoved', { count: total }));
      emit(comparing ? 'compare_added' : 'compare_removed', { compareId: id, pageId: answer.pageid });
      return true;
    },

    setBarOpen(open) {
      set({ barOpen: open && totalCount(get()) > 0 });
    },
    setSearchOpen(open) {
      set({ searchOpen: open });
    },
  };
};
