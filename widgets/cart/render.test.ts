import { describe, expect, it } from 'vitest';
import { renderCartUpdate } from './answer';

const update = (fragments: Record<string, string>) => ({ source: 'refresh' as const, fragments, cartHash: 'h' });

describe('rendering cart fragments', () => {
  it('replaces every element each key names', () => {
    document.body.innerHTML =
      '<header><span class="rh-cart-count">0</span></header><aside><div class="widget_shopping_cart_content">leeg</div></aside><span class="rh-cart-count">0</span>';
    renderCartUpdate(
      update({
        'span.rh-cart-count': '<span class="rh-cart-count">2</span>',
        'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>2 artikelen</p></div>',
        'div.nowhere': '<div class="nowhere"></div>',
      }),
    );
    expect(Array.from(document.querySelectorAll('.rh-cart-count'), (el) => el.textContent)).toEqual(['2', '2']);
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('2 artikelen');
    expect(document.querySelector('.nowhere')).toBeNull();
  });

  it('applies the keys in order, as WooCommerce does: a key meets what an earlier one put on the page, not what it took off', () => {
    document.body.innerHTML = '<div class="box"><b class="count">0</b></div>';
    renderCartUpdate(
      update({
        'div.box': '<div class="box"><b class="count">old</b><i>1</i></div>',
        'b.count': '<b class="count">1</b>',
        'a[href="': '<a></a>', // a key the browser cannot parse is skipped
      }),
    );
    expect(document.body.innerHTML).toBe('<div class="box"><b class="count">1</b><i>1</i></div>');
  });

  it('draws nothing, and throws nothing, for an answer whose keys the browser cannot parse (or that has none)', () => {
    document.body.innerHTML = '<div class="box">0</div>';
    expect(() => renderCartUpdate(update({ 'a[href="': '<a></a>' }))).not.toThrow();
    expect(() => renderCartUpdate(update({}))).not.toThrow();
    expect(document.body.innerHTML).toBe('<div class="box">0</div>');
  });

  it("leaves an element that already shows the fragment as it is (a fresh visit's refresh): no replace, no mutation", async () => {
    document.body.innerHTML = '<span class="rh-cart-count">0</span><div class="widget_shopping_cart_content"><p>leeg</p></div>';
    const count = document.querySelector('.rh-cart-count');
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    renderCartUpdate(
      update({
        'span.rh-cart-count': '<span class="rh-cart-count">0</span>',
        'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>1 artikel</p></div>',
      }),
    );
    await Promise.resolve();
    observer.disconnect();
    expect(document.querySelector('.rh-cart-count')).toBe(count);
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('1 artikel');
    expect(mutations.flatMap((m) => [...m.removedNodes]).map((n) => (n as Element).className)).toEqual(['widget_shopping_cart_content']);
  });

  it("leaves a reload's fragment that brings the HTML the element came from as it is (focus and a held click stay), and replaces a changed one", () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content">server</div>';
    const miniCart = '<div class="widget_shopping_cart_content"><a class="remove" href="/cart/?remove_item=k">×</a></div>';
    renderCartUpdate({ source: 'add', fragments: { 'div.widget_shopping_cart_content': miniCart }, cartHash: 'h' });
    const remove = document.querySelector<HTMLAnchorElement>('a.remove')!;
    remove.focus();
    renderCartUpdate(update({ 'div.widget_shopping_cart_content': miniCart }));
    expect(remove.isConnected).toBe(true);
    expect(document.activeElement).toBe(remove);
    renderCartUpdate(update({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">leeg</div>' }));
    expect(remove.isConnected).toBe(false);
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('leeg');
  });

  it('replaces an element that no longer shows what the fragment brings (other code changed it)', () => {
    const miniCart = '<div class="widget_shopping_cart_content">1 artikel</div>';
    document.body.innerHTML = miniCart;
    const printed = document.querySelector('.widget_shopping_cart_content')!;
    printed.textContent = 'door andere code gewijzigd';
    renderCartUpdate(update({ 'div.widget_shopping_cart_content': miniCart }));
    expect(printed.isConnected).toBe(false);
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('1 artikel');
  });
});
