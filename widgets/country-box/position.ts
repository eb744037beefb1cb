/** Where each position puts the box: before this element of the product. */
const BEFORE: Record<string, string> = { before_add_to_cart: 'form.cart', before_woocommerce_tabs: 'div.woocommerce-tabs' };

/**
 * Where the country box goes (SPEC §2, §9): before_add_to_cart (before the product's cart
 * form), before_title_and_thumb (first in the product), before_woocommerce_tabs (before the
 * tabs, with WooZone's class for that position). Anything else, or a page without that spot:
 * where the server printed it.
 */
export function placeBox(container: Element, serverBox: Element, boxpos: string, productId: string): void {
  const product = serverBox.ownerDocument.getElementById(`product-${productId}`) ?? serverBox.closest('.product');
  const spot = BEFORE[boxpos];
  const before = spot ? product?.querySelector(spot) : null;
  if (boxpos === 'before_title_and_thumb' && product) product.prepend(container);
  else (before ?? serverBox).before(container);
  if (before && boxpos === 'before_woocommerce_tabs') container.classList.add('WooZone-boxpos-before_woocommerce_tabs');
}
