import { afterEach, describe, expect, it } from 'vitest';
import { showTextChanges } from './draw-changes';

afterEach(() => document.body.replaceChildren());

describe('fragments shown before the renderer comes', () => {
  it("sets the header count's new text, and leaves every fragment that is more than text for the renderer", () => {
    document.body.innerHTML =
      '<span class="rh-cart-count">0</span><div class="widget_shopping_cart_content"><p>Leeg</p></div><span class="badge" data-x="1">0</span>';
    showTextChanges({
      'span.rh-cart-count': '<span class="rh-cart-count">2</span>',
      'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul><li>Accu grasmaaier</li></ul></div>',
      // Another element's shell (an attribute changed): not text only.
      'span.badge': '<span class="badge" data-x="2">5</span>',
    });
    expect(document.querySelector('.rh-cart-count')?.outerHTML).toBe('<span class="rh-cart-count">2</span>');
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toBe('Leeg');
    expect(document.querySelector('.badge')?.textContent).toBe('0');
  });

  it('ignores a key the browser cannot parse and markup that is not one element', () => {
    document.body.innerHTML = '<span class="rh-cart-count">0</span>';
    showTextChanges({ 'span[': '<span>1</span>', 'span.rh-cart-count': '<span class="rh-cart-count">1</span><b>x</b>' });
    expect(document.querySelector('.rh-cart-count')?.textContent).toBe('0');
  });
});
