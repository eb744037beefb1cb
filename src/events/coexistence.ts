import { getJQuery } from './jquery-bridge';

/**
 * Whether WooCommerce's own cart script is on the page. WordPress prints every enqueued script
 * as `<script id="{handle}-js">`; a page whose optimiser renamed it still has the file name
 * (`…/frontend/cart-fragments.min.js?ver=…`), and one that combined it still has the handle's
 * localized global (`wc_cart_fragments_params`) beside jQuery — WordPress prints that global only
 * while the handle is enqueued, and the script cannot run without jQuery. Asked once the document
 * is parsed: WooCommerce prints these scripts deferred, often in the footer.
 */
export function wooScriptPresent(handle: 'wc-add-to-cart' | 'wc-cart-fragments'): boolean {
  const file = new RegExp(`/${handle.slice(3)}(\\.min)?\\.js([?#]|$)`);
  return (
    document.getElementById(`${handle}-js`) !== null ||
    Array.from(document.scripts).some((script) => file.test(script.src)) ||
    (getJQuery() !== undefined && (globalThis as Record<string, unknown>)[`${handle.replace(/-/g, '_')}_params`] !== undefined)
  );
}
