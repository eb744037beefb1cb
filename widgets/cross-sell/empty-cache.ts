import { useEffect } from 'react';
import { useWidgetContext } from '../../mount/react/store-context';
import { marketplaceApi } from '../../src/api/marketplace';
import { browser } from '../../src/dom/browser-full';
import { t } from '../../src/i18n/t';

/**
 * The debug box's button (`#WooZone-cross-sell-debug button`) empties the cross-sell cache
 * and reloads. A failed call is ignored: the button comes back so nothing stays stuck.
 */
export function useEmptyCacheButton(asin: string): void {
  const { http, config } = useWidgetContext();
  useEffect(() => {
    const debug = document.getElementById('WooZone-cross-sell-debug');
    if (!debug) return;
    const onClick = async (event: Event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button');
      if (!button || button.disabled) return;
      button.disabled = true;
      const saving = Object.assign(document.createElement('span'), { className: 'WooZone-cross-sell-saving', textContent: ` ${t('saving')}` });
      saving.setAttribute('role', 'status');
      button.after(saving);
      const result = await marketplaceApi(http, config).emptyCrossSellCache(asin);
      if (result.ok) return browser.reload();
      saving.remove();
      button.disabled = false;
    };
    debug.addEventListener('click', onClick);
    return () => debug.removeEventListener('click', onClick);
  }, [asin, http, config]);
}
