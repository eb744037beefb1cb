import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useWidgetContext } from '../../mount/react/store-context';
import { adoptStyles } from '../../src/dom/styles';
import { t } from '../../src/i18n/t-lazy';
import { MODAL_DEFAULT_MAX_WIDTH } from '../../src/config/constants';
import { useFocusLayer } from './use-focus-layer';
import { useScrollLock } from './scroll-lock';

export interface DialogProps {
  /** The id this dialog sets as ui.openModal while it is open (the cart closes it by clearing it). */
  modalId: string;
  onClose(): void;
  /** A visible title; it labels the dialog. */
  title?: ReactNode;
  /** The id of an element inside the content that labels the dialog (server pop-ups' headings). */
  labelledBy?: string;
  /** An accessible name when there is no visible title. */
  label?: string;
  /** Maximum width in px (SPEC §9: 500 by default, 650 for the coupon pop-up). */
  maxWidth?: number;
  /** Where focus returns on close (the trigger); else the element focused before opening. */
  returnFocusTo?: Element | null;
  className?: string;
  children: ReactNode;
}

const CSS = `
.sw-dialog-backdrop{z-index:2147482000;background:rgba(0,0,0,.55);display:grid;place-items:center;padding:1rem}
.sw-dialog.pm-container{position:relative;width:100%;max-height:calc(100vh - 2rem);max-height:calc(100dvh - 2rem);overflow:auto;background:#fff;color:#1d1d1d;border-radius:8px;box-shadow:0 10px 40px rgba(0,0,0,.3)}
.sw-dialog .pm-body{padding:1.5rem}
@media (max-width:400px){.sw-dialog-backdrop{padding:.75rem}.sw-dialog .pm-body{padding:1.5rem 1rem 1rem}}
.sw-dialog .pm-title{margin:0 2.5rem 1rem 0;font-size:1.25rem}
.sw-dialog .pm-close{position:absolute;top:.5rem;right:.5rem;width:2.5rem;height:2.5rem;border:0;background:none;font-size:1.75rem;line-height:1;cursor:pointer;color:#333;border-radius:4px}
.sw-dialog .pm-close:focus-visible{outline:2px solid #1b5e20}
@media (prefers-reduced-motion:no-preference){.sw-dialog.pm-container{animation:sw-dialog-in .15s ease-out}}
@keyframes sw-dialog-in{from{opacity:0;transform:translateY(8px)}to{opacity:1;transform:none}}
`;

/**
 * THE dialog of shop-widgets (DESIGN §10): every pop-up, the coupon reveal, the lightbox and the
 * quick view render through it. Rendered only while open. Focus, inert and Esc are the shared
 * focus model's (useFocusLayer), as for the drawers; it closes on the backdrop and on its close
 * button (Floating UI's dismiss, Esc left to the model), is labelled, locks page scroll, and keeps
 * ui.openModal in step: it sets its id on open, clears it on close, and closes itself when
 * something else (the cart after an add) changes ui.openModal away from it.
 */
export function Dialog({ modalId, onClose, title, labelledBy, label, maxWidth = MODAL_DEFAULT_MAX_WIDTH, returnFocusTo, className, children }: DialogProps) {
  const { store } = useWidgetContext();
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onCloseRef.current();
    },
    elements: { reference: returnFocusTo ?? null },
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePressEvent: 'mousedown', escapeKey: false }),
    useRole(context, { role: 'dialog' }),
  ]);
  useFocusLayer(context.elements.floating, true, { onEscape: () => onCloseRef.current(), returnFocusTo });

  useEffect(() => adoptStyles('dialog', CSS), []);
  // Not FloatingOverlay's lockScroll: it pads the body by innerWidth - clientWidth, which on a
  // phone is not a scrollbar (see scroll-lock.ts).
  useScrollLock();

  // Mirror the open state in ui.openModal, and close when it moves away from this dialog.
  useEffect(() => {
    const ui = () => store.getState().ui;
    if (ui().openModal !== modalId) ui().setOpenModal(modalId);
    const unsubscribe = store.subscribe((state, prev) => {
      if (prev.ui.openModal === modalId && state.ui.openModal !== modalId) onCloseRef.current();
    });
    return () => {
      unsubscribe();
      if (ui().openModal === modalId) ui().setOpenModal(null);
    };
  }, [store, modalId]);

  const labelling = title ? { 'aria-labelledby': titleId } : labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label ?? t('dialog') };

  return (
    <FloatingPortal>
      <FloatingOverlay className="sw-dialog-backdrop" data-testid="dialog-backdrop">
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role="dialog" comes from getFloatingProps (useRole) */}
        <div
          ref={refs.setFloating}
          {...getFloatingProps()}
          {...labelling}
          aria-modal="true"
          className={`sw-dialog pm-container${className ? ` ${className}` : ''}`}
          style={{ maxWidth }}
          data-modal-id={modalId}
        >
          <div className="pm-body">
            <button type="button" className="pm-close" aria-label={t('close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
            {title ? (
              <h2 className="pm-title" id={titleId}>
                {title}
              </h2>
            ) : null}
            <div className="pm-content">{children}</div>
          </div>
        </div>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
