import { fetchComparePanel, toggleCompare } from '../../api/compare';
import { emit } from '../../events/bus';
import { loadChunk } from '../../lib/load-chunk';
import { toggleFailed, totalCount } from './compare';
import type { SliceApi, StoreDeps } from '../types';

/**
 * The compare slice's network work (re_compare_panel, re_add_compare), in a chunk of its own:
 * the slice calls it on first use. The slice has already set `loading` / the pending id.
 */
export function compareActions(api: SliceApi<'compare'>, { http, config }: StoreDeps) {
  const { get, set, root } = api;
  const nonce = () => config.compare.comparenonce;
  // Groups changed by an add or remove while re_compare_panel was on its way: newer than its answer.
  const changedWhileLoading = new Set<string>();

  return {
    async load(): Promise<void> {
      const groups = await fetchComparePanel(http, nonce());
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

    async setComparing(id: string, comparing: boolean): Promise<boolean> {
      const answer = await toggleCompare(http, id, comparing ? 'add' : 'remove', nonce());
      if (!answer) return toggleFailed(api, id);
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
      emit(comparing ? 'compare_added' : 'compare_removed', { compareId: id, pageId: answer.pageid });
      // The words come with the shopper's first change, not with the state a page fetches at
      // start (that would bring the whole catalogue to every page with the bar).
      const count = totalCount(get());
      await loadChunk(() => import('../../i18n/t-lazy')).then(
        ({ t }) => root.getState().ui.announce(t(comparing ? 'compareAdded' : 'compareRemoved', { count })),
        () => {},
      );
      return true;
    },
  };
}
