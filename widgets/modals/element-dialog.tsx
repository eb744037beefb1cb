import { useEffect } from 'react';
import type { MouseEvent } from 'react';
import { Dialog } from '../shared/dialog';
import { AdoptedElement, headingId } from './adopted-element';
import type { DialogRequest } from '../../src/store/slices/account';
import { log } from '../../src/lib/log';

type ElementRequest = Extract<DialogRequest, { kind: 'element' }>;

/** A pop-up the server printed (login, register, reset, restrict, or a generic `.csspopup` #ID). */
export function ElementDialog({ request, onClose }: { request: ElementRequest; onClose(): void }) {
  const element = document.getElementById(request.elementId);
  useEffect(() => {
    if (!element) {
      log.error(`pop-up "#${request.elementId}" is not on the page; nothing to open.`);
      onClose();
    }
  }, [element, request.elementId, onClose]);
  if (!element) return null;
  // Generic pop-ups close with their own close button (.cpopupclose) too.
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('.cpopupclose')) onClose();
  };
  return (
    <Dialog modalId={request.modalId} onClose={onClose} labelledBy={headingId(element)} returnFocusTo={request.trigger}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegation for the pop-up's own .cpopupclose buttons, which the keyboard reaches and presses */}
      <div onClick={onClick}>
        <AdoptedElement element={element} />
      </div>
    </Dialog>
  );
}
