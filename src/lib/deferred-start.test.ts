import { describe, expect, it, vi } from 'vitest';
import { deferredStart } from './deferred-start';
import type { WidgetContext } from '../../mount/types';

const ctx = {} as WidgetContext;

/** A behaviour that records the clicks it handles (as its real start would install them). */
function recorder(seen: string[]) {
  return {
    start() {
      const onClick = (event: MouseEvent) => {
        const control = (event.target as Element).closest('.control');
        if (!control || event.defaultPrevented) return;
        event.preventDefault();
        seen.push(control.id);
      };
      document.addEventListener('click', onClick);
      return () => document.removeEventListener('click', onClick);
    },
  };
}

const click = (el: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  el.dispatchEvent(event);
  return event;
};

describe('deferredStart', () => {
  it('loads at once where the hooks are, and a click that came first is held and carried out', async () => {
    document.body.innerHTML = '<a class="control" id="a" href="/elsewhere">a</a>';
    const seen: string[] = [];
    const load = vi.fn(async () => recorder(seen));
    const stop = deferredStart(ctx, { hooks: '.control', gate: '.control', load });
    expect(load).toHaveBeenCalledTimes(1);
    const early = click(document.getElementById('a')!);
    // The link must not be followed while the code is on its way.
    expect(early.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(seen).toEqual(['a']));
    click(document.getElementById('a')!);
    expect(seen).toEqual(['a', 'a']);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    click(document.getElementById('a')!);
    expect(seen).toHaveLength(2);
  });

  it('without hooks loads nothing until a gated control is clicked (markup added later)', async () => {
    document.body.innerHTML = '<p id="other">other</p>';
    const seen: string[] = [];
    const load = vi.fn(async () => recorder(seen));
    const stop = deferredStart(ctx, { hooks: '.control', gate: '.control', load });
    click(document.getElementById('other')!);
    expect(load).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML('beforeend', '<span class="control" id="late" role="button" tabindex="0">late</span>');
    // Enter on a span made operable counts as a click.
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.getElementById('late')!.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(seen).toEqual(['late']));
    stop();
  });

  it('leaves modified clicks and clicks another handler took alone', () => {
    document.body.innerHTML = '<a class="control" id="a" href="/elsewhere">a</a>';
    const load = vi.fn(() => new Promise<never>(() => {}));
    const stop = deferredStart(ctx, { hooks: '.none', gate: '.control', load });
    expect(click(document.getElementById('a')!, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(document.getElementById('a')!, { button: 1 }).defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
    stop();
  });

  it('logs a failed download, drops the held click and tries again on the next one', async () => {
    document.body.innerHTML = '<button class="control" id="b">b</button>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(recorder(seen));
    const stop = deferredStart(ctx, { hooks: '.none', gate: '.control', load });
    click(document.getElementById('b')!);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[shop-widgets]', 'a behaviour failed to load.', expect.any(Error)));
    expect(seen).toEqual([]);
    click(document.getElementById('b')!);
    await vi.waitFor(() => expect(seen).toEqual(['b']));
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a behaviour that throws at start is logged; its held click is replayed and does what the markup does', async () => {
    document.body.innerHTML = '<button class="control" id="b">b</button>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(async () => ({
      start(): never {
        throw new Error('broken');
      },
    }));
    const stop = deferredStart(ctx, { hooks: '.control', gate: '.control', load });
    // Listening after the hold: sees the held click prevented, then its replay free to do its default.
    const seen = vi.fn();
    const listener = (event: Event) => seen(event.defaultPrevented);
    document.addEventListener('click', listener);
    click(document.getElementById('b')!);
    await vi.waitFor(() => expect(seen.mock.calls).toEqual([[true], [false]]));
    document.removeEventListener('click', listener);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[shop-widgets]', 'a behaviour failed to start; the page keeps its server markup.', expect.any(Error)));
    // No longer held: the control does what it does without the script.
    expect(click(document.getElementById('b')!).defaultPrevented).toBe(false);
    stop();
  });
});
