import { renderIsland } from '../../mount/react/render-island';
import type { WidgetContext } from '../../mount/types';
import { Toasts } from './toasts';

export function mount(root: Element, ctx: WidgetContext) {
  return renderIsland(root, 'toasts', ctx, <Toasts />);
}
