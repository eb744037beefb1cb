import { renderIsland } from '../../mount/react/render-island';
import type { WidgetContext } from '../../mount/types';
import { ModalHost } from './modal-host';

export function connect(root: Element, ctx: WidgetContext) {
  return renderIsland(root, 'modals', ctx, <ModalHost />);
}
