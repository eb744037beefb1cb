import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gridLayout, ROW_PX, type LoopLayout } from '../test/helpers/loop-layout';
import { LONG_LOOP_CARDS } from './long-loops';
import scanAround, { followCards, pageAroundLongLoops } from './loop-cards';

const cards = (count: number, inner = '') => Array.from({ length: count }, (_, i) => `<li class="product" id="c${i}">${inner}</li>`).join('');
const loopOf = (count: number) => {
  document.body.innerHTML = `<ul class="products">${cards(count, '<a href="/p/">Product</a>')}</ul>`;
  return document.querySelector('.products')!;
};
const ids = (found: Element[]) => found.map((card) => Number(card.id.slice(1)));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

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

  it('is cut into the loop, its ancestors alone and every other subtree whole, in document order', () => {
    shopPage(`<ul class="products" id="loop">${cards(LONG_LOOP_CARDS + 1)}</ul>`);
    expect(described()).toEqual(shopPieces('loop:loop'));
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
});

describe("a long loop's cards", () => {
  let layout: LoopLayout;
  beforeEach(() => {
    vi.useFakeTimers();
    layout = gridLayout(4);
  });
  afterEach(() => {
    layout.restore();
    vi.useRealTimers();
  });
  /** The task after the frame that laid out or scrolled the page, where the near cards are scanned. */
  const afterTheFrame = () => vi.runOnlyPendingTimers();

  it('are scanned once laid out, those within 1,250 px of the viewport, each once; more as the page scrolls', () => {
    const loop = loopOf(400);
    const scanned: number[][] = [];
    const stop = followCards([loop], (found) => scanned.push(ids(found)));
    expect(scanned).toEqual([]); // nothing before layout: no box is read before the browser has them
    layout.laidOut();
    // Nothing in the frame itself (on a long listing a long task already): in a task after it.
    expect(scanned).toEqual([]);
    afterTheFrame();
    // jsdom's viewport is 768 px high: rows whose top is at most 768 + 1,250 px, 4 cards each.
    const rows = Math.floor((innerHeight + 1250) / ROW_PX) + 1;
    expect(scanned).toEqual([range(0, rows * 4)]);
    layout.scrollTo(20 * ROW_PX);
    afterTheFrame();
    // Rows from 1,250 px above the viewport to 1,250 px below it; those scanned before are not again.
    const first = Math.ceil((20 * ROW_PX - 1250 - (ROW_PX - 20)) / ROW_PX);
    const last = Math.floor((20 * ROW_PX + innerHeight + 1250) / ROW_PX);
    expect(scanned[1]).toEqual(range(first * 4, (last + 1) * 4));
    layout.scrollTo(20 * ROW_PX + 10);
    afterTheFrame();
    expect(scanned).toHaveLength(2);
    layout.scrollTo(60 * ROW_PX);
    stop();
    afterTheFrame();
    expect(scanned).toHaveLength(2);
  });

  it('of 2,000 are found by halving: a few dozen boxes read, not 2,000', () => {
    const loop = loopOf(2000);
    followCards([loop], () => {});
    layout.scrollTo(300 * ROW_PX);
    afterTheFrame();
    const before = layout.boxesRead();
    layout.laidOut();
    afterTheFrame();
    // ~11 boxes to halve 2,000 cards down to the first near one, then the ~40 near cards and one past them.
    expect(layout.boxesRead() - before).toBeLessThan(60);
  });

  it('are scanned at once where focus or the pointer reaches one before it came near (a layout not in rows)', () => {
    const loop = loopOf(400);
    const scanned: number[][] = [];
    followCards([loop], (found) => scanned.push(ids(found)));
    document.querySelector('#c333 a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.querySelector('#c334 a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('#c334 a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(scanned).toEqual([[333], [334]]);
  });

  it('are all scanned at once where no ResizeObserver tells when they are laid out', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const loop = loopOf(30);
    const scanned: number[][] = [];
    followCards([loop], (found) => scanned.push(ids(found)));
    expect(scanned).toEqual([range(0, 30)]);
  });

  it('come after the pieces around the loop, which are scanned at once: a subtree whole, an ancestor of the loop alone', () => {
    document.body.innerHTML = `<header class="hook" id="top"><span class="hook" id="in-top"></span></header>
<main class="hook" id="main"><span class="hook" id="beside"></span><ul class="products">${Array.from({ length: LONG_LOOP_CARDS + 1 }, (_, i) => `<li class="product" id="c${i}"><span class="hook" id="h${i}"></span></li>`).join('')}</ul></main>`;
    const scanned: string[] = [];
    const stop = scanAround([['.hook', (el) => void scanned.push(el.id)]]);
    expect(scanned).toEqual(['top', 'in-top', 'main', 'beside']);
    layout.laidOut();
    afterTheFrame();
    expect(scanned.slice(4, 7)).toEqual(['h0', 'h1', 'h2']);
    stop();
  });
});
