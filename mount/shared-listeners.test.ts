import { afterEach, describe, expect, it, vi } from 'vitest';
import { listen } from './shared-listeners';

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('shared listeners', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds one real listener per type for all the handlers, and takes it off with the last one', () => {
    document.body.innerHTML = '<button>ok</button>';
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    const calls: string[] = [];
    const stops = ['a', 'b', 'c'].map((name) => listen(document, 'click', () => calls.push(name)));
    expect(add).toHaveBeenCalledTimes(1);
    click(document.querySelector('button')!);
    expect(calls).toEqual(['a', 'b', 'c']);
    stops[0]!();
    stops[1]!();
    expect(remove).not.toHaveBeenCalled();
    stops[2]!();
    expect(remove).toHaveBeenCalledTimes(1);
    click(document.querySelector('button')!);
    expect(calls).toEqual(['a', 'b', 'c']);
  });

  it('keeps passive and capture listeners apart', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const stops = [
      listen(document, 'pointerdown', () => {}, { passive: true }),
      listen(document, 'pointerdown', () => {}),
      listen(document, 'pointerdown', () => {}, { capture: true, passive: true }),
    ];
    expect(add.mock.calls.map(([, , options]) => options)).toEqual([
      { capture: false, passive: true },
      { capture: false, passive: false },
      { capture: true, passive: true },
    ]);
    stops.forEach((stop) => stop());
  });

  it('as the browser does: a handler removed during an event is not called for it, one added waits for the next event', () => {
    document.body.innerHTML = '<button>ok</button>';
    const calls: string[] = [];
    let stopB = () => {};
    const stops = [
      listen(document, 'click', () => {
        calls.push('a');
        stopB();
        stops.push(listen(document, 'click', () => calls.push('late')));
      }),
    ];
    stopB = listen(document, 'click', () => calls.push('b'));
    click(document.querySelector('button')!);
    expect(calls).toEqual(['a']);
    stops.forEach((stop) => stop());
  });

  it("stopImmediatePropagation() stops the handlers after it, and the page's own listeners after ours", () => {
    document.body.innerHTML = '<input>';
    const calls: string[] = [];
    const stops = [
      listen(document, 'keydown', (event) => {
        calls.push('live search');
        event.stopImmediatePropagation();
      }),
      listen(document, 'keydown', () => calls.push('search splash')),
    ];
    const pages = () => calls.push('page');
    document.addEventListener('keydown', pages);
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true });
    document.querySelector('input')!.dispatchEvent(event);
    expect(calls).toEqual(['live search']);
    expect(Object.hasOwn(event, 'stopImmediatePropagation')).toBe(false);
    document.removeEventListener('keydown', pages);
    stops.forEach((stop) => stop());
  });

  it('a handler that throws is logged, and the handlers after it still get the event', () => {
    document.body.innerHTML = '<button>ok</button>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls: string[] = [];
    const stops = [
      listen(document, 'click', () => {
        throw new Error('broken');
      }),
      listen(document, 'click', () => calls.push('next')),
    ];
    click(document.querySelector('button')!);
    expect(calls).toEqual(['next']);
    expect(error).toHaveBeenCalledWith('[shop-widgets]', 'a listener failed; the others still get the event.', expect.any(Error));
    stops.forEach((stop) => stop());
  });
});
