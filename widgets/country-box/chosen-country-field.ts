/**
 * Keeps the chosen country in the product's cart form as `WooZone_country`, so an add to
 * cart (AJAX or plain) carries the country the shopper picked and the cart knows its shop.
 */
export const COUNTRY_FIELD = 'WooZone_country';

export function putChosenCountryInForm(doc: Document, productId: string, country: string): void {
  const form = doc.getElementById(`product-${productId}`)?.querySelector('form.cart');
  if (!form || !country) return;
  const field =
    form.querySelector<HTMLInputElement>(`input[name="${COUNTRY_FIELD}"]`) ??
    form.appendChild(Object.assign(doc.createElement('input'), { type: 'hidden', name: COUNTRY_FIELD }));
  field.value = country;
}
