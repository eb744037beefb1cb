import { describe, expect, it, vi } from 'vitest';
import { elementsForEach, elementsIn, selectorParts, walkKey } from './selector-list';

describe('selector lists', () => {
  it('splits at top-level commas only', () => {
    expect(selectorParts('a, b:is(c, d) > e, [data-x="1,2"], f[title=\'x,y\']')).toEqual(['a', 'b:is(c, d) > e', '[data-x="1,2"]', "f[title='x,y']"]);
    expect(selectorParts('.one')).toEqual(['.one']);
    expect(selectorParts('a:not(:is(.b, .c)), [x="]"], d\\,e, f')).toEqual(['a:not(:is(.b, .c))', '[x="]"]', 'd\\,e', 'f']);
  });

  it("walks for the class of a part's last compound, else the part itself", () => {
    expect(walkKey('.a > .b[data-x]')).toBe('.b');
    expect(walkKey('.re_aj_pag_auto_wrap .re_ajax_pagination_btn')).toBe('.re_ajax_pagination_btn');
    expect(walkKey('ul.WooZone-country-check:not([data-sw-live])')).toBe('.WooZone-country-check');
    expect(walkKey('.masked_coupon:not(.expired_coupon)')).toBe('.masked_coupon');
    // The first class of the compound: written first, it is the key a hook shares with another.
    expect(walkKey('.masked_coupon.rehub_offer_coupon.expired_coupon')).toBe('.masked_coupon');
    expect(walkKey('[data-x=".y z"] > p.c')).toBe('.c');
    expect(walkKey(':not(.a)')).toBe(':not(.a)');
    expect(walkKey('[data-load-on]')).toBe('[data-load-on]');
    expect(walkKey('li:not(:is(.x, .y)) > a.z:has([data-a="] .q"])')).toBe('.z');
    expect(walkKey('.cartkey-\\31 23')).toBe('.cartkey-\\31 23');
  });

  it("looks for a part under a body class this page's body lacks by an id no page has, not by a walk", () => {
    document.body.className = 'woocommerce-cart';
    expect(walkKey('body.woocommerce-cart .WooZone-cart-checkout')).toBe('.WooZone-cart-checkout');
    expect(walkKey('body.logged-in .user-ava-intop')).toBe('#shop-widgets-nowhere');
    expect(walkKey('body.logged-in > .a')).toBe('#shop-widgets-nowhere');
    // Only `body` itself with one class: a custom element or a longer condition is a part like any other.
    expect(walkKey('body-panel.logged-in .a')).toBe('.a');
    expect(walkKey('body.logged-in.x .a')).toBe('.a');
    document.body.className = '';
  });

  it('looks for a tag with attribute conditions as it is, checked in full, in document order with the rest', () => {
    document.body.innerHTML = '<img id="i1" src="/x-amazon.jpg"><p class="a" id="p1"></p><img id="i2" src="/y.jpg"><img id="i3" srcset="/z-amazon.jpg 2x">';
    const found = elementsForEach(document, ['img[src*="amazon"], .a, img[srcset*="amazon"]']);
    expect(found[0]!.map((el) => el.id)).toEqual(['i1', 'p1', 'i3']);
  });

  it('finds every match of a list once, in document order, root included', () => {
    document.body.innerHTML = '<div id="root" class="b"><p class="a" id="p1"></p><span class="b a" id="s1"></span><p class="b" id="p2"></p></div>';
    const root = document.getElementById('root')!;
    expect(elementsIn(document, '.a, .b').map((el) => el.id)).toEqual(['root', 'p1', 's1', 'p2']);
    expect(elementsIn(root, '.b, .a').map((el) => el.id)).toEqual(['root', 'p1', 's1', 'p2']);
    expect(elementsIn(root, 'p').map((el) => el.id)).toEqual(['p1', 'p2']);
  });

  it('answers several lists with one query per key: ids by id, each list in document order, root included', () => {
    document.body.innerHTML = '<div id="root" class="b"><p class="a" id="p1"></p><span class="b a" id="s1"></span><p id="p2" data-x></p></div>';
    const root = document.getElementById('root')!;
    const queries = vi.spyOn(root, 'querySelectorAll');
    const found = elementsForEach(root, ['.a', '#p2[data-x], .b', '#nowhere', '.b']);
    expect(queries.mock.calls.map(([selector]) => selector)).toEqual(['.a', '#p2[data-x]', '.b', '#nowhere']);
    expect(found.map((list) => list.map((el) => el.id))).toEqual([['p1', 's1'], ['root', 's1', 'p2'], [], ['root', 's1']]);
  });

  it('does not walk the page for a part whose body class the page lacks, and finds it on a page that has it', () => {
    document.body.innerHTML = '<p class="a" id="p1"></p><p class="b" id="p2"></p>';
    const queries = vi.spyOn(document, 'querySelectorAll');
    document.body.className = 'logged-in';
    expect(elementsForEach(document, ['body.woocommerce-cart .a', '.b']).map((list) => list.map((el) => el.id))).toEqual([[], ['p2']]);
    expect(queries.mock.calls.map(([selector]) => selector)).toEqual(['#shop-widgets-nowhere', '.b']);
    // Another page (a plan is made once per page: these lists are new to this one).
    document.body.className = 'woocommerce-cart';
    expect(elementsForEach(document, ['body.woocommerce-cart .a', '.b', '.c']).map((list) => list.map((el) => el.id))).toEqual([['p1'], ['p2'], []]);
    queries.mockRestore();
    document.body.className = '';
  });
});
