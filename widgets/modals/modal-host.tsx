import { useEffect } from 'react';
import { useShop } from '../../mount/react/store-context';
import { adoptStyles } from '../../src/dom/styles';
import { ElementDialog } from './element-dialog';
import { CouponDialog } from './coupon-dialog';
import { LightboxDialog } from './lightbox-dialog';
import { QuickViewDialog } from './quick-view-dialog';
import { POPUP_CSS } from './popup-styles';

/** Renders the dialog account.dialog asks for (one at a time); a new request replaces the old. */
export function ModalHost() {
  const dialog = useShop((s) => s.account.dialog);
  const close = useShop((s) => s.account.closeDialog);
  useEffect(() => adoptStyles('popups', POPUP_CSS), []);
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'element':
      return <ElementDialog key={dialog.modalId} request={dialog} onClose={close} />;
    case 'coupon':
      return <CouponDialog key={dialog.code} request={dialog} onClose={close} />;
    case 'lightbox':
      return <LightboxDialog request={dialog} onClose={close} />;
    case 'quickview':
      return <QuickViewDialog key={dialog.productId} request={dialog} onClose={close} />;
  }
}
