import type { RefObject } from 'react';
import { useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useFocusLayer } from '../shared/use-focus-layer';

/**
 * What the bar and the search overlay share: a modal layer that Esc and a click outside close,
 * announced as a dialog. Focus, inert and Esc are the shared focus model's (the page behind
 * inert, focus moved in — to `initialFocus` if given — trapped, and back to the opener).
 */
export function useModalLayer(open: boolean, setOpen: (open: boolean) => void, initialFocus?: RefObject<HTMLElement | null>) {
  const { refs, context } = useFloating({ open, onOpenChange: (next) => setOpen(next) });
  const dismiss = useDismiss(context, { outsidePressEvent: 'click', escapeKey: false });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  useFocusLayer(context.elements.floating, open, { onEscape: () => setOpen(false), initialFocus });
  return { setFloating: refs.setFloating, floatingProps: getFloatingProps() };
}
