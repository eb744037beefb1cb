import { renderIsland, islandContainer } from '../../mount/react/render-island';
import type { WidgetContext } from '../../mount/types';
import { CrossSell } from './cross-sell';

/**
 * The box keeps the server's placeholder until load_cross_sell answers; the island renders
 * beside it and swaps it for the answer's HTML only on success.
 */
export function mount(root: Element, ctx: WidgetContext) {
  const asin = (root as HTMLElement).dataset.asin ?? '';
  const placeholder = Array.from(root.childNodes);
  const container = islandContainer(root, 'cross-sell');
  const unmount = renderIsland(container, 'cross-sell', ctx, <CrossSell asin={asin} placeholder={placeholder} />);
  return () => {
    unmount();
    container.remove();
  };
}
