import { describe, expect, it } from 'vitest';
import { productFormBody } from './product-form';
import { buttonData } from './add';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form class="cart">${html}</form>`;
  return document.querySelector('form')!;
}

describe('product form add-to-cart body (SPEC §3)', () => {
  it('renames add-to-cart to product_id and sends every field', () => {
    const f = form('<input name="quantity" value="3"><button type="submit" name="add-to-cart" value="101">In winkelwagen</button>');
    const body = productFormBody(f, f.querySelector('button'))!;
    expect(body.get('product_id')).toBe('101');
    expect(body.get('quantity')).toBe('3');
    expect(body.has('add-to-cart')).toBe(false);
  });

  it('carries variation_id as product_id when one is set', () => {
    const f = form(
      '<input type="hidden" name="add-to-cart" value="103"><input type="hidden" name="product_id" value="103"><select name="variation_id"><option value="1032" selected>x</option></select><button type="submit">In winkelwagen</button>',
    );
    const body = productFormBody(f, f.querySelector('button'))!;
    expect(body.get('product_id')).toBe('1032');
    expect(body.get('variation_id')).toBe('1032');
  });

  it('uses the button value when variation_id is empty or 0', () => {
    const f = form('<input type="hidden" name="variation_id" value="0"><button type="submit" name="add-to-cart" value="101">x</button>');
    expect(productFormBody(f, f.querySelector('button'))!.get('product_id')).toBe('101');
  });

  it('sends unchecked checkboxes with an empty value', () => {
    const f = form(
      '<input type="checkbox" name="gift_wrap" value="yes"><input type="checkbox" name="insure" value="yes" checked><button type="submit" name="add-to-cart" value="101">x</button>',
    );
    const body = productFormBody(f, f.querySelector('button'))!;
    expect(body.getAll('gift_wrap')).toEqual(['']);
    expect(body.getAll('insure')).toEqual(['yes']);
  });

  it('takes the add-to-cart button as the implicit submitter (Enter in the quantity field)', () => {
    const f = form('<input name="quantity" value="2"><button type="submit" name="add-to-cart" value="101">x</button>');
    expect(productFormBody(f, null)!.get('product_id')).toBe('101');
  });

  it('returns null for a form that adds no product', () => {
    expect(productFormBody(form('<input name="q" value="x">'), null)).toBeNull();
  });

  it('sends every data attribute of a loop button as it is', () => {
    document.body.innerHTML = '<a data-product_id="101" data-product_sku="GL-36-46" data-quantity="2" data-success_message="ok"></a>';
    expect(buttonData(document.querySelector('a')!)).toEqual({ product_id: '101', product_sku: 'GL-36-46', quantity: '2', success_message: 'ok' });
  });
});
