import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONG_LOOP_CARDS, oneOutsideLongLoops, pageAroundLongLoops } from './long-loops';

const cards = (count: number, inner = '') => Array.from({ length: count }, (_, i) => `<li class="product" id="c${i}">${inner}</li>`).join('');

/** A shop page: header, content with the loop, footer, the mini-cart panel after the wrapper (as the theme prints them). */
function shopPage(loop: string, extra = '') {
  document.body.innerHTML = `<div id="wrap"><header id="top"><span class="count">0</span></header>
<main id="main"><h1 id="title">Winkel</h1>${loop}${extra}</main><footer id="foot"></footer></div>
<div id="panel"><div class="mini">leeg</div></div>`;
}

const described = () => pageAroundLongLoops().map(([el, kind]) => `${el.id || el.localName}:${kind}`);
/** The pieces of shopPage() with these in its content (after the title). */
const shopPieces = (...content: string[]) => [
  'html:alone',
  'head:whole',
  'body:alone',
  'wrap:alone',
  'top:whole',
  'main:alone',
  'title:whole',
  ...content,
  'foot:whole',
  'panel:whole',
];

describe('the page around its long product loops', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cuts the page into the loop, its ancestors alone and every other subtree whole, in document order', () => {
    shopPage(`<ul class="products" id="loop">${cards(LONG_LOOP_CARDS + 1)}</ul>`);
    expect(described()).toEqual(shopPieces('loop:loop'));
  });

  it('has no pieces on a page whose loops are short (the page is scanned whole), nor on one without a loop', () => {
    shopPage(`<ul class="products">${cards(LONG_LOOP_CARDS)}</ul>`);
    expect(pageAroundLongLoops()).toEqual([]);
    shopPage('');
    expect(pageAroundLongLoops()).toEqual([]);
  });

  it('finds a long loop after a short one, and the theme’s div.products, and keeps the short one whole', () => {
    shopPage(`<ul class="products" id="featured">${cards(4)}</ul>`, `<div class="products columns-4" id="loop">${cards(LONG_LOOP_CARDS * 2)}</div>`);
    expect(described()).toEqual(shopPieces('featured:whole', 'loop:loop'));
  });

  it('never queries inside a long loop, and counts no more cards than it needs', () => {
    shopPage(`<ul class="products" id="loop">${cards(2000, '<a class="button">In winkelwagen</a>')}</ul>`);
    const loop = document.getElementById('loop')!;
    const queried: Element[] = [];
    for (const method of ['querySelector', 'querySelectorAll'] as const) {
      const original = Element.prototype[method] as (this: Element, selector: string) => unknown;
      vi.spyOn(Element.prototype, method).mockImplementation(function (this: Element, selector: string) {
        queried.push(this);
        return original.call(this, selector) as never;
      });
    }
    const count = vi.spyOn(Element.prototype, 'childElementCount', 'get');
    expect(pageAroundLongLoops().some(([el, kind]) => el === loop && kind === 'loop')).toBe(true);
    expect(queried.some((el) => loop.contains(el))).toBe(false);
    expect(count).not.toHaveBeenCalled();
  });

  it('finds one element of a key outside the long loops, else the first inside one', () => {
    shopPage(`<ul class="products" id="loop">${cards(LONG_LOOP_CARDS + 1, '<div class="mini">in een kaart</div>')}</ul>`);
    expect(oneOutsideLongLoops('div.mini')?.parentElement?.id).toBe('panel');
    expect(oneOutsideLongLoops('.count')?.textContent).toBe('0');
    document.getElementById('panel')!.remove();
    expect(oneOutsideLongLoops('div.mini')?.parentElement?.id).toBe('c0');
    expect(oneOutsideLongLoops('.nowhere')).toBeNull();
  });
});
