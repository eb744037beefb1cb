import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useWidgetContext } from '../../mount/react/store-context';
import { marketplaceApi } from '../../src/api/marketplace';
import { setUntrustedHtml } from '../../src/dom/untrusted-html';
import { safeUrl, browser } from '../../src/dom/browser';
import { adoptStyles } from '../../src/dom/styles';
import { t } from '../../src/i18n/t-lazy';
import { checkedAsins, crossSellDestination, refreshTotal } from './cross-sell-dom';
import { useEmptyCacheButton } from './empty-cache';

const CSS = `
.main-cross-sell .cross-sell ul{list-style:none;margin:0;padding:0}
.main-cross-sell .cross-sell-thumbs{display:flex;gap:.5rem;flex-wrap:wrap;margin-bottom:.5rem!important}
.main-cross-sell .cross-sell-items li{display:flex;justify-content:space-between;gap:1rem;padding:.3rem 0;border-bottom:1px solid #eef1ec}
.main-cross-sell .cross-sell-items li.cross-sale-uncheck{color:#6b6b6b}
.main-cross-sell #feq-products{margin-top:.75rem}
.WooZone-cross-sell-loader{color:#555;font-style:italic}
`;

type Phase = 'loading' | 'ready' | 'failed';

/** 'Frequently Bought Together': loads the box, keeps the total, adds the checked items. */
export function CrossSell({ asin, placeholder }: { asin: string; placeholder: ChildNode[] }) {
  const { http, config } = useWidgetContext();
  const content = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  useEmptyCacheButton(asin);

  useEffect(() => adoptStyles('cross-sell', CSS), []);

  useEffect(() => {
    let live = true;
    void marketplaceApi(http, config)
      .loadCrossSell(asin)
      .then((result) => {
        if (!live || !content.current) return;
        // A failure, or an empty box, is ignored: the server's placeholder stays.
        if (!result.ok || result.data.html.trim() === '') return setPhase('failed');
        placeholder.forEach((node) => node.remove());
        setUntrustedHtml(content.current, result.data.html);
        content.current.querySelector('#cross-sell-buying-price')?.setAttribute('aria-live', 'polite');
        const debug = document.getElementById('WooZone-cross-sell-debug');
        if (debug && result.data.debug) {
          setUntrustedHtml(debug, result.data.debug);
          debug.style.display = '';
        }
        // The loader goes in the same task as the items come: never a frame with both.
        flushSync(() => setPhase('ready'));
      });
    return () => {
      live = false;
    };
  }, [asin, http, config, placeholder]);

  // The box is the server's HTML, not React's: its events are taken natively, delegated on the box.
  useEffect(() => {
    const box = content.current;
    if (!box) return;
    const onChange = (event: Event) => {
      if ((event.target as Element).closest('.cross-sell input')) refreshTotal(box);
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a#cross-sell-add-to-cart');
      if (!link) return;
      event.preventDefault();
      const asins = checkedAsins(box);
      const href = link.getAttribute('href');
      if (!asins.length || !href) return;
      const url = safeUrl(crossSellDestination(href, asins), { sameOrigin: false });
      if (url) browser.assign(url);
    };
    box.addEventListener('change', onChange);
    box.addEventListener('click', onClick);
    return () => {
      box.removeEventListener('change', onChange);
      box.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <>
      {phase === 'loading' ? (
        <p className="WooZone-cross-sell-loader" role="status">
          <span className="WooZone-cross-sell-loader-text">{t('crossSellLoading')}</span>
        </p>
      ) : null}
      <div className="WooZone-cross-sell-content" ref={content} />
    </>
  );
}
