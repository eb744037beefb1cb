/**
 * The add-to-cart request of a product form (SPEC §3): every field of the form, the add-to-cart
 * field renamed product_id, product_id carrying variation_id when one is set (else the button's
 * value), unchecked checkboxes sent with an empty value. Null when the form adds nothing.
 */
export function productFormBody(form: HTMLFormElement, submitter?: HTMLElement | null): URLSearchParams | null {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value);
  }
  // Enter in a field submits with no submitter: the form's add-to-cart button is the implicit one.
  const implicit = form.querySelector<HTMLButtonElement | HTMLInputElement>('button[name="add-to-cart"], input[type=submit][name="add-to-cart"]');
  const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : implicit;
  if (button?.name && !params.has(button.name)) params.append(button.name, button.value);
  form.querySelectorAll<HTMLInputElement>('input[type=checkbox]').forEach((box) => {
    if (box.name && !box.checked && !box.disabled) params.append(box.name, '');
  });

  const addToCart = params.get('add-to-cart');
  params.delete('add-to-cart');
  const variationId = params.get('variation_id');
  const buttonValue = button?.name === 'add-to-cart' ? button.value : '';
  const productId = variationId && variationId !== '0' ? variationId : buttonValue || addToCart || params.get('product_id');
  if (!productId) return null;
  params.set('product_id', productId);
  return params;
}
