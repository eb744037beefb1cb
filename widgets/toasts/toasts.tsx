import { useEffect } from 'react';
import { useShop } from '../../mount/react/store-context';
import { adoptStyles } from '../../src/lib/styles';
import { t } from '../../src/i18n/t-lazy';
import { TOAST_MAX_WIDTH_PX, TOAST_MIN_WIDTH_PX, TOAST_OFFSET_TOP_PX, TOAST_SPACING_PX } from '../../src/config/constants';

const CSS = `
.sw-toasts{position:fixed;top:${TOAST_OFFSET_TOP_PX}px;right:${TOAST_OFFSET_TOP_PX}px;z-index:2147483000;display:flex;flex-direction:column;gap:${TOAST_SPACING_PX}px;margin:0;padding:0;list-style:none;pointer-events:none}
.sw-toasts .rh-toast{pointer-events:auto;min-width:${TOAST_MIN_WIDTH_PX}px;max-width:${TOAST_MAX_WIDTH_PX}px;display:flex;align-items:center;gap:.75rem;justify-content:space-between;padding:.75rem 1rem;border-radius:6px;background:#1f2d1f;color:#fff;box-shadow:0 4px 14px rgba(0,0,0,.2);font:inherit}
.sw-toasts .rh-toast-error{background:#8e1b1b}
.sw-toasts .rh-toast-close{background:none;border:0;color:inherit;font-size:1.25rem;line-height:1;cursor:pointer;padding:0 .25rem}
@media (max-width:480px){.sw-toasts{left:${TOAST_SPACING_PX}px;right:${TOAST_SPACING_PX}px}.sw-toasts .rh-toast{min-width:0;max-width:none}}
`;

/** The toast stack: top right, 20 px from the top, 10 px apart, each gone after 4 s (store). */
export function Toasts() {
  const toasts = useShop((s) => s.ui.toasts);
  const dismiss = useShop((s) => s.ui.dismissToast);
  useEffect(() => adoptStyles('toasts', CSS), []);
  return (
    <div className="sw-toasts" role="status" aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className={`rh-toast rh-toast-${toast.type}`}>
          <span>{toast.text}</span>
          <button type="button" className="rh-toast-close" aria-label={t('close')} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
