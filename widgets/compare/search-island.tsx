import { renderIsland } from '../../mount/react/render-island';
import type { WidgetContext } from '../../mount/types';
import type { SearchContext } from '../../src/api/compare';
import { CompareSearch } from './search';
import { SEARCH_DATA } from './markup';
import { readData } from '../../src/dom/hooks';
import { SEARCH_CONTEXT_DATA } from './data';

/** The search context the page printed (`#compare_search_data[data-posttype][data-terms][data-taxonomy]`). */
function readContext(): SearchContext {
  const data = document.querySelector(SEARCH_DATA);
  return data ? readData('compare-search', data, SEARCH_CONTEXT_DATA) : { posttype: '', terms: '', taxonomy: '' };
}

export function connect(root: Element, ctx: WidgetContext) {
  return renderIsland(root, 'compare-search', ctx, <CompareSearch root={root} context={readContext()} />);
}
