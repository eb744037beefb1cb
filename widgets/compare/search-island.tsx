import { renderIsland } from '../../mount/react/render-island';
import type { WidgetContext } from '../../mount/types';
import type { SearchContext } from '../../src/api/compare';
import { CompareSearch } from './search';
import { SEARCH_DATA } from './hooks';

/** The search context the page printed (`#compare_search_data[data-posttype][data-terms][data-taxonomy]`). */
function readContext(): SearchContext {
  const data = document.querySelector<HTMLElement>(SEARCH_DATA)?.dataset ?? {};
  return { posttype: data.posttype ?? '', terms: data.terms ?? '', taxonomy: data.taxonomy ?? '' };
}

export function mount(root: Element, ctx: WidgetContext) {
  return renderIsland(root, 'compare-search', ctx, <CompareSearch root={root} context={readContext()} />);
}
