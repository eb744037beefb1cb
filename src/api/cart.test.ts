import { describe, expect, it } from 'vitest';
import { addToCartAnswer, fragmentsAnswer } from '../connect-cart';
import { changeAnswer } from './cart-edits';

const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>', 'span.rh-cart-count': '<span>1</span>' };

describe('cart answers', () => {
  it('accept fragments with a cart hash, a null one or none', () => {
    expect(fragmentsAnswer.safeParse({ fragments, cart_hash: 'abc' })).toEqual({ success: true, data: { fragments, cart_hash: 'abc' } });
    expect(fragmentsAnswer.safeParse({ fragments, cart_hash: null })).toEqual({ success: true, data: { fragments, cart_hash: '' } });
    expect(fragmentsAnswer.safeParse({ fragments: {} })).toEqual({ success: true, data: { fragments: {}, cart_hash: '' } });
  });

  it('refuse what is not fragments: HTML, arrays, non-string values, a numeric hash', () => {
    for (const bad of ['<html>', null, [], { fragments: [] }, { fragments: { a: 1 } }, { fragments, cart_hash: 5 }, {}]) {
      expect(fragmentsAnswer.safeParse(bad).success).toBe(false);
    }
  });

  it("add_to_cart: fragments, or WooCommerce's error with the product URL (string, false, null or none)", () => {
    expect(addToCartAnswer.safeParse({ fragments, cart_hash: 'h' })).toEqual({ success: true, data: { fragments, cart_hash: 'h' } });
    expect(addToCartAnswer.safeParse({ error: true, product_url: '/product/x/' })).toEqual({
      success: true,
      data: { error: true, product_url: '/product/x/' },
    });
    expect(addToCartAnswer.safeParse({ error: true, product_url: false })).toEqual({ success: true, data: { error: true, product_url: false } });
    expect(addToCartAnswer.safeParse({ error: true })).toEqual({ success: true, data: { error: true } });
    expect(addToCartAnswer.safeParse({ error: true, product_url: 3 }).success).toBe(false);
    expect(addToCartAnswer.safeParse({ error: 'yes' }).success).toBe(false);
  });

  it('remove and quantity: fragments, or {success: false}', () => {
    expect(changeAnswer.safeParse({ success: false })).toEqual({ success: true, data: { success: false } });
    expect(changeAnswer.safeParse({ fragments })).toEqual({ success: true, data: { fragments, cart_hash: '' } });
    expect(changeAnswer.safeParse({ success: true }).success).toBe(false);
  });
});
