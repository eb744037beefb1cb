import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { loadPage, startWidgets } from '../test/helpers/page';
import { until } from '../test/helpers/until';
import { browser } from '../src/dom/browser-full';
import type { WidgetErrorDetail } from '../src/events/widget-error';
import { registry } from './registry';
import type { WidgetDefinition } from './types';

/** The `shop-widgets:error` events heard from now until the test ends. */
function hearErrors(): WidgetErrorDetail[] {
  const heard: WidgetErrorDetail[] = [];
  const listen = (event: Event) => heard.push((event as CustomEvent<WidgetErrorDetail>).detail);
  document.addEventListener('shop-widgets:error', listen);
  stops.push(() => document.removeEventListener('shop-widgets:error', listen));
  return heard;
}
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Every contract's widgets, each start-up and enhance noted as it runs. */
function watchedRegistry(started: string[], enhanced: Set<string>): WidgetDefinition[] {
  return registry.map((def) => ({
    ...def,
    start: def.start && ((ctx) => (started.push(def.name), def.start!(ctx))),
    enhance: def.enhance && ((el, ctx) => (enhanced.add(def.name), def.enhance!(el, ctx))),
  }));
}

describe('a broken widget is left out alone', { timeout: 30_000 }, () => {
  it('one whose hook is not a selector, one whose start throws: every other widget starts and scans, and shop-widgets:error names them', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.spyOn(browser, 'open').mockImplementation(() => null);
    const heard = hearErrors();
    await loadPage('/deals/');
    const started: string[] = [];
    const enhanced = new Set<string>();
    const badSelector: WidgetDefinition = { name: 'bad-selector', hooks: '.share-link-image[', enhance: vi.fn() };
    const throwsAtStart: WidgetDefinition = {
      name: 'throws-at-start',
      start: () => {
        throw new Error('boom');
      },
    };
    // First, so that every other widget starts after them.
    startWidgets([badSelector, throwsAtStart, ...watchedRegistry(started, enhanced)]);
    expect(started).toEqual(registry.filter((def) => def.start).map((def) => def.name));
    // The page's one scan went on without the broken hook: the share buttons were enhanced, and work.
    expect(enhanced).toContain('share-buttons');
    expect(badSelector.enhance).not.toHaveBeenCalled();
    fireEvent.click(document.querySelector<HTMLElement>('#deal-501 .share-twitter')!);
    await until(() => expect(open).toHaveBeenCalledTimes(1));
    expect(heard).toEqual([
      { widget: 'bad-selector', phase: 'selector', error: expect.any(SyntaxError) },
      { widget: 'throws-at-start', phase: 'start', error: new Error('boom') },
    ]);
    expect(errors.mock.calls.map((call) => call[1])).toEqual([
      'widget "bad-selector" has a hook that is not a valid selector and is left out; the page keeps its server markup.',
      'widget "throws-at-start" failed to start; the page keeps its server markup.',
    ]);
  });

  it('one whose loaded code throws as it starts: its held click does what the markup does, the others go on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.spyOn(browser, 'open').mockImplementation(() => null);
    const heard = hearErrors();
    await loadPage('/deals/');
    document.body.insertAdjacentHTML('beforeend', '<form id="broken-form"><button class="broken-hook" type="submit">Go</button></form>');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('broken-form')!.addEventListener('submit', submitted);
    const codeThrows: WidgetDefinition = {
      name: 'code-throws',
      hooks: '.broken-hook',
      strategy: { on: 'interaction', hold: '.broken-hook' },
      load: async () => ({
        start() {
          throw new Error('bad code');
        },
      }),
    };
    startWidgets([codeThrows, ...registry]);
    fireEvent.click(document.querySelector('.broken-hook')!);
    // Held while the code loaded; the code threw: clicked again without us, the form submits.
    await until(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(heard).toEqual([{ widget: 'code-throws', phase: 'start', error: new Error('bad code') }]);
    // Disabled: the next click is not held, and the code is not tried again.
    fireEvent.click(document.querySelector('.broken-hook')!);
    expect(submitted).toHaveBeenCalledTimes(2);
    expect(heard).toHaveLength(1);
    // The other widgets work.
    fireEvent.click(document.querySelector<HTMLElement>('#deal-501 .share-twitter')!);
    await until(() => expect(open).toHaveBeenCalledTimes(1));
  });
});
