import { useState } from 'react';
import { Dialog } from '../shared/dialog';
import { useShop } from '../../mount/react/store-context';
import { t } from '../../src/i18n/t-lazy';
import { COUPON_MODAL_MAX_WIDTH } from '../../src/config/constants';
import type { DialogRequest } from '../../src/store/slices/account';

type CouponRequest = Extract<DialogRequest, { kind: 'coupon' }>;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The coupon reveal pop-up (max width 650): the code, a copy-to-clipboard action and the shop link. */
export function CouponDialog({ request, onClose }: { request: CouponRequest; onClose(): void }) {
  const announce = useShop((s) => s.ui.announce);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    const ok = await copyText(request.code);
    setStatus(ok ? 'copied' : 'failed');
    announce(ok ? t('couponCopied') : t('couponCopyFailed'));
  };
  return (
    <Dialog
      modalId="coupon"
      onClose={onClose}
      title={t('couponTitle')}
      maxWidth={COUPON_MODAL_MAX_WIDTH}
      returnFocusTo={request.trigger}
      className="sw-coupon-dialog"
    >
      <div className="sw-coupon">
        <output className="sw-coupon-code" data-testid="coupon-code">
          {request.code}
        </output>
        <div className="sw-coupon-actions">
          <button type="button" className="sw-coupon-copy" onClick={() => void copy()}>
            {t('couponCopy')}
          </button>
          {request.dest ? (
            <a className="sw-coupon-dest" href={request.dest} rel="nofollow noopener">
              {t('couponToShop')}
            </a>
          ) : null}
        </div>
        <p role="status" className="sw-coupon-status">
          {status === 'copied' ? t('couponCopied') : status === 'failed' ? t('couponCopyFailed') : ''}
        </p>
      </div>
    </Dialog>
  );
}
