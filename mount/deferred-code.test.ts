import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { createChunkLoader } from './chunk-loader';
import { startDeferredCode as startWith } from './deferred-code';
import type { LoadStrategy, WidgetCode, WidgetContext } from './types';
import { createLoadedCode } from './widget-code';

const ctx = {} as WidgetContext;
/** The delegated listeners of a widget `name` with these hooks, strategy `interaction` and its extras. */
const startDeferredCode = (name: string, { hooks, load, ...extras }: Omit<LoadStrategy, 'on'> & { hooks: string; load: () => Promise<WidgetCode> }) => {
  const code = createLoadedCode(
    { name, load },
    ctx,
    createChunkLoader(() => false),
  );
  const stopListening = startWith(hooks, { on: 'interaction', ...extras }, code, ctx);
  return {
    stop() {
      stopListening();
      code.stop();
    },
  };
};

// Loads a test left on their way arrive (as code that does nothing) when it ends: the page waits
// for every load on its way before it goes (test/setup.ts).
const leftOnTheirWay: Array<() => void> = [];
afterEach(() => {
  for (const arrive of leftOnTheirWay.splice(0)) arrive();
});

/** A load() the test resolves or rejects by hand. */
function pendingLoad() {
  let resolve!: (code: WidgetCode) => void;
  let reject!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<WidgetCode>((res, rej) => {
        resolve = res;
        reject = rej;
        leftOnTheirWay.push(() => res({}));
      }),
  );
  return { load, resolve: (code: WidgetCode) => resolve(code), reject: (error: Error) => reject(error) };
}

describe('code loaded on interaction', () => {
  it('fetches nothing until the pointer or focus reaches a hook, then once', () => {
    document.body.innerHTML = '<button class="hook">x</button><p class="other">y</p>';
    const { load } = pendingLoad();
    const running = startDeferredCode('w', { hooks: '.hook', load });
    fireEvent.pointerOver(document.querySelector('.other')!);
    fireEvent.focusIn(document.querySelector('.other')!);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerOver(document.querySelector('.hook')!);
    fireEvent.touchStart(document.querySelector('.hook')!);
    fireEvent.focusIn(document.querySelector('.hook')!);
    expect(load).toHaveBeenCalledTimes(1);
    running.stop();
  });

  it('holds a click that comes before the code and clicks again once it has started', async () => {
    document.body.innerHTML = '<a class="hook" href="#elsewhere">x</a>';
    const link = document.querySelector<HTMLAnchorElement>('.hook')!;
    const { load, resolve } = pendingLoad();
    const clicks: boolean[] = [];
    const running = startDeferredCode('w', { hooks: '.hook', hold: '.hook', load });
    const first = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true); // the link was not followed while the code loads
    resolve({
      start() {
        const onClick = (event: Event) => clicks.push(event.defaultPrevented);
        document.addEventListener('click', onClick);
        return () => document.removeEventListener('click', onClick);
      },
    });
    await waitFor(() => expect(clicks).toEqual([false]));
    running.stop();
  });

  it('holds a control only where holdWhen says so at the click', () => {
    document.body.innerHTML = '<a class="hook" href="#a">a</a><a class="hook free" href="#b">b</a>';
    const { load } = pendingLoad();
    const running = startDeferredCode('w', { hooks: '.hook', hold: '.hook', holdWhen: (control) => !control.matches('.free'), load });
    const click = (el: Element) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click(document.querySelector('.free')!)).toBe(false); // followed at once
    expect(click(document.querySelector('.hook')!)).toBe(true); // held while the code loads
    running.stop();
  });

  it('holds the first Enter of the keyboard on a control before the code and clicks it once it has started', async () => {
    // A theme <span> made operable (Enter clicks it) and a native button (Enter makes the click itself).
    document.body.innerHTML = '<span class="hook" tabindex="0">x</span><button type="button" class="hook">y</button>';
    const [span, button] = Array.from(document.querySelectorAll<HTMLElement>('.hook'));
    const { load, resolve } = pendingLoad();
    const clicked: string[] = [];
    const running = startDeferredCode('w', { hooks: '.hook', hold: '.hook', load });
    fireEvent.focusIn(span!);
    expect(load).toHaveBeenCalledTimes(1);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    span!.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const native = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    button!.dispatchEvent(native);
    expect(native.defaultPrevented).toBe(false); // the browser's own click follows, and that one is held
    resolve({
      start() {
        const onClick = (event: Event) => clicked.push((event.target as Element).tagName);
        document.addEventListener('click', onClick);
        return () => document.removeEventListener('click', onClick);
      },
    });
    await waitFor(() => expect(clicked).toEqual(['SPAN']));
    running.stop();
  });

  it('gives handle() the events that came while it loaded, in order, and every later one', async () => {
    document.body.innerHTML = '<input class="hook"><p class="elsewhere"></p>';
    const input = document.querySelector('.hook')!;
    const { load, resolve } = pendingLoad();
    const seen: string[] = [];
    const running = startDeferredCode('w', { hooks: '.hook', events: ['input', 'click'], load });
    fireEvent.input(input);
    fireEvent.click(document.querySelector('.elsewhere')!); // while loading: a click outside counts too
    resolve({ handle: (event) => seen.push(`${event.type}:${(event.target as Element).className}`) });
    await waitFor(() => expect(seen).toEqual(['input:hook', 'click:elsewhere']));
    fireEvent.click(document.querySelector('.elsewhere')!);
    expect(seen).toHaveLength(3);
    running.stop();
    fireEvent.click(input);
    expect(seen).toHaveLength(3); // stopped: its listeners are gone
  });

  it('when the code cannot load, a held click does what the markup does, and the next intent tries again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<form><button class="hook" type="submit">Go</button></form>';
    const form = document.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const { load, reject } = pendingLoad();
    const running = startDeferredCode('w', { hooks: '.hook', hold: '.hook', load });
    fireEvent.click(document.querySelector('.hook')!);
    expect(submitted).not.toHaveBeenCalled();
    reject(new Error('offline'));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(errors.mock.calls[0]?.[1]).toBe('widget "w" failed to load; the page keeps its server markup.');
    fireEvent.pointerOver(document.querySelector('.hook')!);
    expect(load).toHaveBeenCalledTimes(2);
    running.stop();
  });

  it('offline, what the shopper did while the code could not come waits for the connection, then reaches it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    document.body.innerHTML = '<form><input class="hook"><button class="hook remove" type="submit">x</button></form>';
    const form = document.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const input = document.querySelector<HTMLInputElement>('input.hook')!;
    let arrives = false;
    const seen: string[] = [];
    const load = vi.fn(async (): Promise<WidgetCode> => {
      if (!arrives) throw new Error('offline');
      return {
        handle: (event) => seen.push(`${event.type}:${(event.target as HTMLInputElement).value}`),
        start() {
          const onClick = (event: Event) => seen.push(`click:${(event.target as Element).className}`);
          document.addEventListener('click', onClick);
          return () => document.removeEventListener('click', onClick);
        },
      };
    });
    const running = startDeferredCode('w', { hooks: '.hook', events: ['input'], hold: '.remove', load });
    input.value = '3';
    fireEvent.input(input);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    fireEvent.click(document.querySelector('.remove')!);
    input.value = '4';
    fireEvent.input(input);
    // Nothing done the markup's way, nothing fetched again while the browser says offline.
    await Promise.resolve();
    expect(submitted).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);

    onLine.mockReturnValue(true);
    arrives = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(seen).toEqual(['input:4', 'click:hook remove', 'input:4']));
    expect(load).toHaveBeenCalledTimes(2);
    expect(submitted).toHaveBeenCalledTimes(1);
    running.stop();
  });
});
