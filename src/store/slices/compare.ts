import type { SliceApi, SliceCreator } from '../types';
import type { CompareItem } from '../../api/compare';
import { t } from '../../i18n/t';
import { loadChunk } from '../../lib/load-chunk';

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
export const totalCount = (compare: Pick<CompareSlice, 'groups'>): number => Object.values(compare.groups).reduce((sum, group) => sum + group.ids.length, 0);

export const isComparing = (compare: Pick<CompareSlice, 'groups'>, id: string): boolean =>
  Object.values(compare.groups).some((group) => group.ids.includes(id));

/** A failed add or remove: the button leaves `loading` and the shopper is told (SPEC §8). */
export function toggleFailed({ set, root }: SliceApi<'compare'>, id: string): false {
  set((compare) => ({ pending: compare.pending.filter((p) => p !== id) }));
  root.getState().ui.showToast(t('compareFailed'), 'error');
  return false;
}

// The actions' work, the calls and their schemas load with the first compare action, not with
// the start-up code. A chunk that cannot load (offline, a new deploy) counts as a failed call,
// and the next action tries again.
type Actions = ReturnType<typeof import('./compare-actions').compareActions>;

export const createCompareSlice: SliceCreator<'compare'> = (api, deps) => {
  const { get, set } = api;
  let actions: Promise<Actions | null> | undefined;
  const loadActions = () =>
    (actions ??= loadChunk(() => import('./compare-actions')).then(
      (m) => m.compareActions(api, deps),
      () => {
        actions = undefined;
        return null;
      },
    ));

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
      const loaded = await loadActions();
      if (loaded) await loaded.load();
      else set({ status: 'failed' });
    },

    async setComparing(id, comparing) {
      if (get().pending.includes(id)) return false;
      set((compare) => ({ pending: [...compare.pending, id] }));
      const loaded = await loadActions();
      return loaded ? loaded.setComparing(id, comparing) : toggleFailed(api, id);
    },

    setBarOpen(open) {
      set({ barOpen: open && totalCount(get()) > 0 });
    },
    setSearchOpen(open) {
      set({ searchOpen: open });
    },
  };
};
