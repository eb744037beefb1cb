import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../shared/dialog';
import { useWidgetContext } from '../../mount/react/store-context';
import { loadQuickView } from '../../src/api/account';
import { setHtml } from '../../src/dom/html';
import { t } from '../../src/i18n/t-lazy';
import type { DialogRequest } from '../../src/store/slices/account';

type QuickViewRequest = Extract<DialogRequest, { kind: 'quickview' }>;

/**
 * Quick view (SPEC §1/§2): the product content loaded from the server into the dialog. Its
 * WooCommerce product form is handled by the cart's delegated add to cart like any other.
 */
export function QuickViewDialog({ request, onClose }: { request: QuickViewRequest; onClose(): void }) {
  const { http } = useWidgetContext();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'ready'; html: string }>({ status: 'loading' });
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const abort = new AbortController();
    void loadQuickView(http, request.productId, abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      setState(result.ok ? { status: 'ready', html: result.data.data.html } : { status: 'error' });
    });
    return () => abort.abort();
  }, [http, request.productId]);

  useEffect(() => {
    if (state.status === 'ready' && content.current) setHtml(content.current, state.html);
  }, [state]);

  return (
    <Dialog modalId="quickview" onClose={onClose} title={request.title} returnFocusTo={request.trigger} className="sw-quick-view">
      {state.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {state.status === 'error' ? <p role="alert">{t('modalLoadError')}</p> : null}
      <div ref={content} aria-busy={state.status === 'loading'} />
    </Dialog>
  );
}
