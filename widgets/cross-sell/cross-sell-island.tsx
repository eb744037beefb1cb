import { renderIsland, islandContainer } from '../../mount/react/render-island';
import type { WidgetContext } from '../../mount/types';
import { CrossSell } from './cross-sell';
import { readData } from '../../src/dom/hooks';
import { BOX_DATA } from './data';

/**
 * The box keeps the server's placeholder until load_cross_sell answers; the island renders
 * beside it and swaps it for the answer's HTML only on success.
 */
export function connect(root: Element, ctx: WidgetContext) {
  const { asin } = readData('cross-sell', root, BOX_DATA);
  const placeholder = Array.from(root.childNodes);
  const container = islandContainer(root, 'cross-sell');
  const unmount = renderIsland(container, 'cross-sell', ctx, <CrossSell asin={asin} placeholder={placeholder} />);
  return () => {
    unmount();
    container.remove();
  };
}
