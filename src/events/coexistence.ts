/**
 * Whether WooCommerce's own cart scripts are on the page. WordPress prints every enqueued script
 * as `<script id="{handle}-js">`, so the handle tells us without guessing from globals.
 */
export const wooScriptPresent = (handle: 'wc-add-to-cart' | 'wc-cart-fragments'): boolean =>
  document.getElementById(`${handle}-js`) !== null;
