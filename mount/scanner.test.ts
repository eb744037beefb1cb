import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { settle } from '../test/helpers/page';
import { gridLayout, ROW_PX } from '../test/helpers/loop-layout';
import { CARD_OF_LONG_LOOP, LONG_LOOP_CARDS } from './long-loops';
import { createMounter } from './scanner';
import type { Strategy, WidgetContext, WidgetDefinition } from './types';

const base = {} as Omit<WidgetContext, 'activateIsland'>;

/** A widget whose code is connected to each of its hooks by strategy (an island). */
function island(name: string, hooks: string, connect: (root: Element) => () => void, on: Strategy = 'load'): WidgetDefinition {
  return { name, hooks, strategy: { on }, load: async () => ({ connect: (root) => connect(root) }) };
}

describe('the scanner', () => {
  it('mounts islands on their roots and unmounts them when their markup is removed', async () => {
    document.body.innerHTML = '<div class="a"></div>';
    const unmount = vi.fn();
    const mounted = vi.fn(() => unmount);
    const mounter = createMounter(base, [island('a', '.a', mounted)]);
    mounter.mount(document);
    await waitFor(() => expect(mounted).toHaveBeenCalledTimes(1));
    document.querySelector('.a')!.remove();
    await waitFor(() => expect(unmount).toHaveBeenCalledTimes(1));
    mounter.stop();
  });

  it('enhances markup added later (fragments, quick view, infinite scroll)', async () => {
    document.body.innerHTML = '';
    const mounted = vi.fn(() => () => {});
    const enhance = vi.fn();
    const behaviour: WidgetDefinition = { name: 'b', start: () => {}, hooks: '.b', enhance };
    const mounter = createMounter(base, [island('a', '.a', mounted), behaviour]);
    document.body.insertAdjacentHTML('beforeend', '<section><div class="a"></div><p class="b"></p><p class="b"></p></section>');
    await waitFor(() => expect(mounted).toHaveBeenCalledTimes(1));
    expect(enhance).toHaveBeenCalledTimes(2);
    mounter.stop();
  });

  it('isolates failures: a throwing island or behaviour is logged, the others still start', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div class="bad"><p>server markup</p></div><div class="good"></div><div class="broken"></div>';
    const good = vi.fn(() => () => {});
    const goodBehaviour = vi.fn();
    const mounter = createMounter(base, [
      island('bad', '.bad', () => {
        throw new Error('boom');
      }),
      { name: 'broken', hooks: '.broken', strategy: { on: 'load' }, load: () => Promise.reject(new Error('chunk failed')) },
      {
        name: 'throws',
        start: () => {
          throw new Error('bad start');
        },
      },
      { name: 'fine', start: goodBehaviour },
      island('good', '.good', good),
    ]);
    mounter.mount(document);
    await waitFor(() => expect(good).toHaveBeenCalledTimes(1));
    expect(goodBehaviour).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.bad')!.innerHTML).toBe('<p>server markup</p>');
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(3));
    expect(errors.mock.calls.map((c) => c[1])).toEqual(
      expect.arrayContaining([
        'widget "throws" failed to start; the page keeps its server markup.',
        'widget "bad" failed to start; the page keeps its server markup.',
        'widget "broken" failed to load; the page keeps its server markup.',
      ]),
    );
    mounter.stop();
  });

  it('starts manual islands only when activated, and skips disabled widgets', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML = '<div class="m"></div><div class="off"></div>';
    const manual = vi.fn(() => () => {});
    const off = vi.fn(() => () => {});
    const mounter = createMounter(base, [island('m', '.m', manual, 'manual'), island('off', '.off', off)], ['off']);
    mounter.mount(document);
    await vi.advanceTimersByTimeAsync(5_000); // idle work and anything scheduled has run
    expect(manual).not.toHaveBeenCalled();
    expect(await mounter.activateIsland('m')).toBe(true);
    expect(manual).toHaveBeenCalledTimes(1);
    expect(off).not.toHaveBeenCalled();
    mounter.stop();
  });

  it('tells the caller of activateIsland when the island cannot run (no root, chunk failed, mount threw)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div class="m"></div><div class="t"></div>';
    const mounter = createMounter(base, [
      { name: 'm', hooks: '.m', strategy: { on: 'manual' }, load: () => Promise.reject(new Error('chunk failed')) },
      island(
        't',
        '.t',
        () => {
          throw new Error('boom');
        },
        'manual',
      ),
      island('none', '.nowhere', () => () => {}, 'manual'),
    ]);
    expect(await mounter.activateIsland('m')).toBe(false);
    expect(await mounter.activateIsland('t')).toBe(false);
    expect(await mounter.activateIsland('none')).toBe(false);
    expect(await mounter.activateIsland('unknown')).toBe(false);
    mounter.stop();
  });

  it('lets one element choose its strategy with data-load-on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML =
      '<div class="m" data-load-on="load"></div><div class="l" data-load-on="manual"></div><div class="l"></div><div class="x" data-load-on="bogus"></div>';
    const manual = vi.fn(() => () => {});
    const eager = vi.fn(() => () => {});
    const bogus = vi.fn(() => () => {});
    const mounter = createMounter(base, [island('m', '.m', manual, 'manual'), island('l', '.l', eager, 'load'), island('x', '.x', bogus, 'load')]);
    mounter.mount(document);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(manual).toHaveBeenCalledTimes(1); // asked for at load by its element
    expect(eager).toHaveBeenCalledTimes(1); // the one without the attribute; the manual one waits
    expect(bogus).toHaveBeenCalledTimes(1); // an unknown value keeps the widget's own strategy
    mounter.stop();
  });

  it('mounts an interaction island on the first intent on its root, not before', async () => {
    document.body.innerHTML = '<div class="i"><button>open</button></div>';
    const mounted = vi.fn(() => () => {});
    const mounter = createMounter(base, [island('i', '.i', mounted, 'interaction')]);
    mounter.mount(document);
    await settle();
    expect(mounted).not.toHaveBeenCalled();
    document.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await waitFor(() => expect(mounted).toHaveBeenCalledTimes(1));
    mounter.stop();
  });

  it('drops the visibility watch of a root that leaves the page before it was seen', async () => {
    const disconnect = vi.fn();
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe;
        disconnect = disconnect;
      },
    );
    document.body.innerHTML = '<div class="v"></div>';
    const mounter = createMounter(base, [island('v', '.v', () => () => {}, 'visible')]);
    mounter.mount(document);
    expect(observe).toHaveBeenCalledTimes(1);
    document.querySelector('.v')!.remove();
    await waitFor(() => expect(disconnect).toHaveBeenCalledTimes(1));
    mounter.stop();
    vi.unstubAllGlobals();
  });

  it('connects code to each hook by its strategy, one download for all, and cleans up when the element goes', async () => {
    document.body.innerHTML = '<p class="e"></p><p class="e"></p>';
    const cleanup = vi.fn();
    const run = vi.fn(() => cleanup);
    const load = vi.fn(async () => ({ connect: run }));
    const behaviour: WidgetDefinition = { name: 'b', hooks: '.e', strategy: { on: 'load' }, load };
    const mounter = createMounter(base, [behaviour]);
    mounter.mount(document);
    await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(1); // one download for every element
    document.querySelector('.e')!.remove();
    await waitFor(() => expect(cleanup).toHaveBeenCalledTimes(1));
    mounter.stop();
  });

  it('finds every hook of a scan before applying any, each hook checked in full', () => {
    document.body.innerHTML =
      '<p class="a"></p><p class="b" data-x></p><p class="b"></p><p id="c"></p><div class="x"><p class="d"></p></div><p class="d"></p><img src="/a-amazon.jpg"><img src="/b.jpg">';
    const enhanced: string[] = [];
    const behaviour = (name: string, hooks: string): WidgetDefinition => ({
      name,
      hooks,
      enhance: (el) => void enhanced.push(`${name}:${el.className || el.id}`),
    });
    const mounter = createMounter(base, [
      behaviour('a', '.a'),
      behaviour('b', '.b[data-x], .nowhere'),
      behaviour('c', '#c'),
      behaviour('d', '.x > .d, .a'),
      behaviour('img', 'img[src*="amazon"]'),
    ]);
    mounter.mount(document);
    expect(enhanced).toEqual(['a:a', 'b:b', 'c:c', 'd:a', 'd:d', 'img:']);
    expect(document.querySelector('.b:not([data-x])')).not.toBeNull(); // on the page, not a hook
    mounter.stop();
  });

  it("fetches a widget's code at start (strategy load) where the scan finds one of its hooks, and only there", async () => {
    document.body.innerHTML = '<div class="gate"></div>';
    const loaded: string[] = [];
    const behaviour = (name: string, hooks: string): WidgetDefinition => ({
      name,
      hooks,
      strategy: { on: 'load' },
      load: async () => (loaded.push(name), {}),
    });
    const walks = vi.spyOn(document, 'querySelectorAll');
    const querySelector = vi.spyOn(document, 'querySelector');
    const mounter = createMounter(base, [behaviour('here', '.gate'), behaviour('away', '.missing')]);
    mounter.mount(document);
    await waitFor(() => expect(loaded).toEqual(['here']));
    // The scan's queries, and one look of its own: whether a product loop is long (./long-loops.ts).
    expect(walks.mock.calls.map(([selector]) => selector)).toEqual(['.gate', '.missing', '[data-load-on]']);
    expect(querySelector.mock.calls).toEqual([[CARD_OF_LONG_LOOP]]);
    document.body.insertAdjacentHTML('beforeend', '<div class="missing"></div>');
    await waitFor(() => expect(loaded).toEqual(['here', 'away']));
    mounter.stop();
    vi.restoreAllMocks();
  });

  describe('on a page with a long product loop', () => {
    const page = (cards: number) => {
      const card = (i: number) => `<li class="product" id="c${i}"><span class="hook">${i}</span></li>`;
      document.body.innerHTML = `<header><span class="hook" id="top-hook"></span></header><main><ul class="products">${Array.from({ length: cards }, (_, i) => card(i)).join('')}</ul></main><footer><span class="hook" id="foot-hook"></span></footer>`;
    };
    const hooked = (enhanced: Element[]) => enhanced.map((el) => el.id || Number(el.textContent));
    /** A page whose loop has this many cards, laid out as a grid, and a widget enhancing `.hook`: scanned around the loop. */
    async function scannedAround(cards: number) {
      const layout = gridLayout(4);
      page(cards);
      const enhanced: Element[] = [];
      const mounter = createMounter(base, [{ name: 'b', hooks: '.hook', enhance: (el) => void enhanced.push(el) }]);
      mounter.mount(document);
      // The page around the loop once its code came; the cards wait for the layout.
      await waitFor(() => expect(hooked(enhanced)).toEqual(['top-hook', 'foot-hook']));
      return { layout, enhanced, mounter };
    }

    it('scans the page around the loop at start, and its cards as they come near the viewport', async () => {
      const loopQueries = vi.spyOn(Element.prototype, 'querySelectorAll');
      const { layout, enhanced, mounter } = await scannedAround(LONG_LOOP_CARDS + 200);
      layout.laidOut();
      const nearRows = Math.floor((innerHeight + 1250) / ROW_PX) + 1;
      await waitFor(() => expect(hooked(enhanced).slice(2)).toEqual(Array.from({ length: nearRows * 4 }, (_, i) => i)));
      layout.scrollTo(98 * ROW_PX);
      await waitFor(() => expect(hooked(enhanced)).toContain(399));
      expect(hooked(enhanced)).not.toContain(200);
      // The loop itself is never walked: each card is asked on its own, as it comes.
      expect(loopQueries.mock.contexts.some((el) => (el as Element).matches('.products'))).toBe(false);
      loopQueries.mockRestore();
      mounter.stop();
      layout.restore();
    });

    it('enhances a card added to the loop later when it comes, and not again as it comes near', async () => {
      const { layout, enhanced, mounter } = await scannedAround(LONG_LOOP_CARDS + 1);
      document.querySelector('.products')!.insertAdjacentHTML('afterbegin', '<li class="product" id="new"><span class="hook" id="new-hook"></span></li>');
      await waitFor(() => expect(hooked(enhanced)).toContain('new-hook'));
      layout.laidOut();
      await waitFor(() => expect(hooked(enhanced)).toContain(0));
      expect(hooked(enhanced).filter((id) => id === 'new-hook')).toHaveLength(1);
      mounter.stop();
      layout.restore();
    });

    it('stops following the cards when the script stops', async () => {
      const { layout, enhanced, mounter } = await scannedAround(LONG_LOOP_CARDS + 1);
      mounter.stop();
      layout.laidOut();
      await settle();
      expect(hooked(enhanced)).toEqual(['top-hook', 'foot-hook']);
      layout.restore();
    });
  });
});
