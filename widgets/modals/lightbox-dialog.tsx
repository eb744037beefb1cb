import { useEffect, useState } from 'react';
import { Dialog } from '../shared/dialog';
import { AdoptedElement } from './adopted-element';
import { t } from '../../src/i18n/t-lazy';
import type { DialogRequest, LightboxItem } from '../../src/store/slices/account';

type LightboxRequest = Extract<DialogRequest, { kind: 'lightbox' }>;

/** Dialog padding around the content box (the frame is the item's size, default 630×440). */
const FRAME_PADDING = 48;

function Item({ item }: { item: LightboxItem }) {
  if (item.kind === 'image') return <img src={item.src} alt={item.title} />;
  if (item.kind === 'iframe') return <iframe src={item.src} title={item.title} width={item.width} height={item.height} />;
  const element = document.getElementById(item.src);
  return element ? <AdoptedElement key={item.src} element={element} className="sw-lightbox-inline" /> : null;
}

/** The lightbox (SPEC §2): images, inline and iframe content; next / previous, also with the arrow keys. */
export function LightboxDialog({ request, onClose }: { request: LightboxRequest; onClose(): void }) {
  const [index, setIndex] = useState(request.index);
  const total = request.items.length;
  const item = request.items[index]!;
  const go = (step: number) => setIndex((i) => (i + step + total) % total);

  useEffect(() => {
    if (total < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      else if (event.key === 'ArrowLeft') go(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <Dialog
      modalId="lightbox"
      onClose={onClose}
      title={item.title || t('dialog')}
      maxWidth={item.width + FRAME_PADDING}
      returnFocusTo={request.trigger}
      className="sw-lightbox"
    >
      <div
        className="sw-lightbox-frame"
        style={{ width: item.width, height: item.kind === 'image' ? undefined : item.height, minHeight: item.kind === 'image' ? undefined : item.height }}
        data-testid="lightbox-frame"
      >
        <Item item={item} />
      </div>
      {total > 1 ? (
        <div className="sw-lightbox-nav">
          <button type="button" onClick={() => go(-1)}>
            {t('lightboxPrevious')}
          </button>
          <span aria-live="polite">{t('lightboxPosition', { index: index + 1, total })}</span>
          <button type="button" onClick={() => go(1)}>
            {t('lightboxNext')}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
