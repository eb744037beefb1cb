import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gridLayout, ROW_PX, type LoopLayout } from '../test/helpers/loop-layout';
import { followCards, scanAround } from './loop-cards';

const loopOf = (count: number) => {
  document.body.innerHTML = `<ul class="products">${Array.from({ length: count }, (_, i) => `<li class="product" id="c${i}"><a href="/p/${i}/">Product ${i}</a></li>`).join('')}</ul>`;
  return document.querySelector('.products')!;
};
const ids = (cards: Element[]) => cards.map((card) => Number(card.id.slice(1)));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe("a long loop's cards", () => {
  let layout: LoopLayout;
  beforeEach(() => {
    vi.useFakeTimers();
    layout = gridLayout(4);
  });
  afterEach(() => layout.restore());
  /** The task after the frame that laid out or scrolled the page, where the near cards are scanned. */
  const afterTheFrame = () => vi.runOnlyPendingTimers();

  it('are scanned once laid out, those within 1,250 px of the viewport, each once; more as the page scrolls', () => {
    const loop = loopOf(400);
    const scanned: number[][] = [];
    const stop = followCards([loop], (cards) => scanned.push(ids(cards)));
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

  it('finds the near cards of 2,000 by halving: a few dozen boxes read, not 2,000', () => {
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

  it('scans a card that focus or the pointer reaches before it came near (a layout not in rows)', () => {
    const loop = loopOf(400);
    const scanned: number[][] = [];
    followCards([loop], (cards) => scanned.push(ids(cards)));
    document.querySelector('#c333 a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.querySelector('#c334 a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('#c334 a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(scanned).toEqual([[333], [334]]);
  });

  it('are all scanned at once where no ResizeObserver tells when they are laid out', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const loop = loopOf(30);
    const scanned: number[][] = [];
    followCards([loop], (cards) => scanned.push(ids(cards)));
    expect(scanned).toEqual([range(0, 30)]);
  });

  it('come after the pieces around the loop, which are scanned at once: a subtree whole, an ancestor of the loop alone', () => {
    document.body.innerHTML = `<header class="hook" id="top"><span class="hook" id="in-top"></span></header>
<main class="hook" id="main"><span class="hook" id="beside"></span><ul class="products">${Array.from({ length: 100 }, (_, i) => `<li class="product" id="c${i}"><span class="hook" id="h${i}"></span></li>`).join('')}</ul></main>`;
    const loop = document.querySelector('.products')!;
    const scanned: string[] = [];
    const stop = scanAround(
      [
        [document.getElementById('top')!, 'whole'],
        [document.getElementById('main')!, 'alone'],
        [loop, 'loop'],
      ],
      [['.hook', (el) => void scanned.push(el.id)]],
      (el) => el.id === 'c1',
    );
    expect(scanned).toEqual(['top', 'in-top', 'main']);
    layout.laidOut();
    afterTheFrame();
    // Every near card but the one the scanner says to skip (markup it scanned when it was added).
    expect(scanned.slice(3, 6)).toEqual(['h0', 'h2', 'h3']);
    stop();
  });
});
