import { getJQuery } from './bus';

/**
 * Whether WooCommerce's own add-to-cart script is on the page (its answer's fragments are then
 * already on the page). WordPress prints every enqueued script as `<script id="{handle}-js">`;
 * a page whose optimiser renamed it still has the file name (`…/frontend/add-to-cart.min.js?ver=…`),
 * and one that combined it still has the handle's localized global (`wc_add_to_cart_params`)
 * beside jQuery. Its cart-fragments script is judged by what it does instead
 * (woo-fragments-script.ts): on that judgement hangs whether the cart is loaded at all.
 */
export function wooScriptPresent(handle: 'wc-add-to-cart'): boolean {
  const file = new RegExp(`/${handle.slice(3)}(\\.min)?\\.js([?#]|$)`);
  return (
    document.getElementById(`${handle}-js`) !== null ||
    Array.from(document.scripts).some((script) => file.test(script.src)) ||
    (getJQuery() !== undefined && (globalThis as Record<string, unknown>)[`${handle.replace(/-/g, '_')}_params`] !== undefined)
  );
}
