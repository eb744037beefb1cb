import { getJQuery } from './jquery-bridge';

type WooHandle = 'wc-add-to-cart' | 'wc-cart-fragments';

/** The file each handle loads (`add-to-cart.min.js?ver=…`), for pages whose optimiser drops the ids. */
const WOO_FILE: Record<WooHandle, RegExp> = {
  'wc-add-to-cart': /\/add-to-cart(?:\.min)?\.js(?:[?#]|$)/,
  'wc-cart-fragments': /\/cart-fragments(?:\.min)?\.js(?:[?#]|$)/,
};

/** The global WordPress prints with each handle (wp_localize_script), and only while it is enqueued. */
const WOO_GLOBAL: Record<WooHandle, string> = {
  'wc-add-to-cart': 'wc_add_to_cart_params',
  'wc-cart-fragments': 'wc_cart_fragments_params',
};

/**
 * Whether WooCommerce's own cart script is on the page. WordPress prints every enqueued script
 * as `<script id="{handle}-js">`; a page whose optimiser renamed or combined it still has the
 * file name, or at least the handle's localized global beside jQuery (WordPress prints that
 * global only while the handle is enqueued, and the script cannot run without jQuery). Asked
 * once the document is parsed: WooCommerce prints these scripts deferred, often in the footer.
 */
export function wooScriptPresent(handle: WooHandle): boolean {
  if (document.getElementById(`${handle}-js`)) return true;
  const file = WOO_FILE[handle];
  if (Array.from(document.scripts).some((script) => file.test(script.src))) return true;
  return getJQuery() !== undefined && (globalThis as Record<string, unknown>)[WOO_GLOBAL[handle]] !== undefined;
}
