import { renderIsland } from '../../mount/react/render-island';
import type { WidgetContext } from '../../mount/types';
import { CompareBar, type BarTab } from './bar';
import { readData } from '../../src/dom/hooks';
import { TAB_DATA } from './data';

/** The tabs the theme printed (`li[data-page][data-url]`, label before the count). */
function readTabs(root: Element): BarTab[] {
  return Array.from(root.querySelectorAll('li[data-page]')).map((li) => {
    const { page, url } = readData('compare-bar', li, TAB_DATA);
    return { pageid: page, url, label: (li.textContent ?? '').replace(/\s*\(\s*\d*\s*\)\s*$/, '').trim() || page };
  });
}

export function connect(root: Element, ctx: WidgetContext) {
  const tabs = readTabs(root).filter((tab) => tab.pageid);
  const title = root.querySelector('.rh-sslide-panel-title, h2, h5')?.textContent?.trim() || undefined;
  return renderIsland(root, 'compare-bar', ctx, <CompareBar tabs={tabs} title={title} />);
}
