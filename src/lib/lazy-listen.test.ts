import { describe, expect, it, vi } from 'vitest';
import { lazyListen } from './lazy-listen';
import type { WidgetContext } from '../../mount/types';

const ctx = {} as WidgetContext;

describe('lazyListen', () => {
  it('loads nothing until an event inside its hook, then passes every event of its types in order', async () => {
    document.body.innerHTML = '<a class="hook" href="#x">hook</a><p class="other">other</p>';
    const seen: string[] = [];
    const load = vi.fn(async () => ({ handle: (e: Event) => seen.push(`${e.type}:${(e.target as Element).className}`) }));
    const stop = lazyListen(ctx, ['click'], '.hook', load, '.hook');
    document.querySelector<HTMLElement>('.other')!.click();
    expect(load).not.toHaveBeenCalled();
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.hook')!.dispatchEvent(first);
    // The link's default is stopped at once: after the download would be too late.
    expect(first.defaultPrevented).toBe(true);
    document.querySelector<HTMLElement>('.other')!.click(); // arrives while loading: replayed
    await vi.waitFor(() => expect(seen).toEqual(['click:hook', 'click:other']));
    document.querySelector<HTMLElement>('.other')!.click();
    expect(seen).toEqual(['click:hook', 'click:other', 'click:other']);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    document.querySelector<HTMLElement>('.hook')!.click();
    expect(seen).toHaveLength(3);
  });

  it('logs a failed download and tries again on the next event', async () => {
    document.body.innerHTML = '<button class="hook">hook</button>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ handle: vi.fn() });
    const stop = lazyListen(ctx, ['click'], '.hook', load);
    document.querySelector<HTMLElement>('.hook')!.click();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[shop-widgets]', 'a store-wide behaviour failed to load.', expect.any(Error)));
    document.querySelector<HTMLElement>('.hook')!.click();
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('lazyListen with preload', () => {
  it('fetches the code at idle when the page has the hook, so the first event is handled in its own dispatch', async () => {
    document.body.innerHTML = '<a class="hook" href="/x">hook</a>';
    const handle = vi.fn((e: Event) => e.preventDefault());
    const load = vi.fn(async () => ({ handle }));
    const stop = lazyListen(ctx, ['click'], '.hook', load, undefined, true);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.hook')!.dispatchEvent(click);
    expect(handle).toHaveBeenCalledWith(click, ctx);
    expect(click.defaultPrevented).toBe(true);
    stop();
  });

  it('fetches nothing on a page without the hook', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML = '<p>geen menu</p>';
    const load = vi.fn(async () => ({ handle: vi.fn() }));
    const stop = lazyListen(ctx, ['click'], '.hook', load, undefined, true);
    await vi.advanceTimersByTimeAsync(5_000); // well past idle
    expect(load).not.toHaveBeenCalled();
    stop();
  });
});
