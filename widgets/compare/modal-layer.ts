import { useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';

/**
 * What the bar and the search overlay share: a modal layer that Esc and a click outside close,
 * announced as a dialog. Focus (trap, first focus, return to the opener) is the
 * FloatingFocusManager's, which the caller wraps around the layer.
 */
export function useModalLayer(open: boolean, setOpen: (open: boolean) => void) {
  const { refs, context } = useFloating({ open, onOpenChange: (next) => setOpen(next) });
  const dismiss = useDismiss(context, { outsidePressEvent: 'click' });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  return { context, setFloating: refs.setFloating, floatingProps: getFloatingProps() };
}
