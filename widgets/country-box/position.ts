/**
 * Where the country box goes (SPEC §2, §9): before_add_to_cart (before the product's cart
 * form), before_title_and_thumb (first in the product), before_woocommerce_tabs (before the
 * tabs). Anything else, or a page without that spot: where the server printed it.
 */
export function placeBox(container: Element, serverBox: Element, boxpos: string, productId: string): void {
  const doc = serverBox.ownerDocument;
  const product = doc.getElementById(`product-${productId}`) ?? serverBox.closest('.product');
  const before = (target: Element | null | undefined) => {
    if (!target) return false;
    target.before(container);
    return true;
  };
  if (boxpos === 'before_add_to_cart' && before(product?.querySelector('form.cart'))) return;
  if (boxpos === 'before_title_and_thumb' && product) {
    product.prepend(container);
    return;
  }
  if (boxpos === 'before_woocommerce_tabs' && before(product?.querySelector('div.woocommerce-tabs'))) {
    container.classList.add('WooZone-boxpos-before_woocommerce_tabs');
    return;
  }
  serverBox.before(container);
}
