import { boot, VERSION } from './boot';
import { log } from './lib/log';

export type { ShopWidgetsApi } from './public-api';
export type { ShopState } from './store/types';
export type { ShopEventName } from './events/names';
export { VERSION };
export { rest } from './rest';
export type { RestClient, RestError, RestResult, RestOptions, RestRequestOptions, MediaUploadOptions } from './rest/types';

const BOOTED = Symbol.for('shop-widgets.booted');

/** Boot once: a second copy of the script on the same page warns and does nothing. */
function start(): void {
  const marker = window as unknown as Record<symbol, boolean>;
  if (marker[BOOTED]) {
    log.warn('the script is loaded twice on this page; the second copy does nothing.');
    return;
  }
  marker[BOOTED] = true;
  // Marks for theme developers' own performance tooling (and npm run bench).
  performance.mark('shop-widgets:boot-start');
  window.ShopWidgets = boot().api;
  performance.measure('shop-widgets:boot', 'shop-widgets:boot-start');
}

if (typeof window !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
