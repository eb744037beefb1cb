/** Where each position puts the box: before this element of the product. */
const BEFORE: Record<string, string> = { before_add_to_cart: 'form.cart', before_woocommerce_tabs: 'div.woocommerce-tabs' };

/**
 * Puts the live box in the page; returns what takes it out again.
 *
 * Our WordPress plugin prints a hidden stand-in of the box, as big, at the box's position before
 * the first paint (wordpress/includes/woozone-country-box-spot.php): the box takes its place,
 * with its classes, so nothing around it moves. Without one for this product, the box goes to its
 * position (SPEC §2, §9): before_add_to_cart (before the product's cart form),
 * before_title_and_thumb (first in the product), before_woocommerce_tabs (before the tabs, with
 * WooZone's class for that position). Anything else, or a page without that place: where the
 * server printed it.
 */
export function placeBox(container: HTMLElement, serverBox: Element, boxpos: string, productId: string): () => void {
  const doc = serverBox.ownerDocument;
  const spot = doc.querySelector<HTMLElement>('[data-shop-widgets-spot="country-box"]');
  if (spot?.dataset.productId === productId) {
    container.className = spot.className;
    spot.replaceWith(container);
    return () => container.replaceWith(spot);
  }
  const product = doc.getElementById(`product-${productId}`) ?? serverBox.closest('.product');
  const selector = BEFORE[boxpos];
  const before = selector ? product?.querySelector(selector) : null;
  if (boxpos === 'before_title_and_thumb' && product) product.prepend(container);
  else (before ?? serverBox).before(container);
  if (before && boxpos === 'before_woocommerce_tabs') container.classList.add('WooZone-boxpos-before_woocommerce_tabs');
  return () => container.remove();
}
