import { describe, expect, it, vi } from 'vitest';
import { loadHtml, loadPage, settle, startWidgets } from '../../test/helpers/page';
import { until } from '../../test/helpers/until';

describe('ratings', { timeout: 15_000 }, () => {
  it('radial ratings turn 18° per point on one half and 36° per point on the fill, labelled "Uw Beoordeling:"', async () => {
    await loadPage('/deals/');
    const radial = document.querySelector<HTMLElement>('#deal-501 .radial-progress')!;
    startWidgets();
    await until(() => expect(radial.querySelector<HTMLElement>('.mask.full')!.style.transform).toBe('rotate(153deg)'));
    expect(radial.querySelector<HTMLElement>('.mask.full .fill')!.style.transform).toBe('rotate(153deg)');
    expect(radial.querySelector<HTMLElement>('.mask.half .fill:not(.fix)')!.style.transform).toBe('rotate(153deg)');
    expect(radial.querySelector<HTMLElement>('.fill.fix')!.style.transform).toBe('rotate(306deg)');
    expect(radial.getAttribute('aria-label')).toBe('Uw Beoordeling: 8,5');
  });

  it('bars load and start at 0 as they come near the viewport, and grow to their percent over 1500 ms once in view', async () => {
    // Every observer of the page: the scanner's (near the viewport loads the code) and the bars'.
    const observers: { callback: IntersectionObserverCallback; observed: Set<Element> }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; observed: Set<Element> };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, observed: new Set() };
          observers.push(this.entry);
        }
        observe(el: Element) {
          this.entry.observed.add(el);
        }
        unobserve(el: Element) {
          this.entry.observed.delete(el);
        }
        disconnect() {
          this.entry.observed.clear();
        }
      },
    );
    const intersect = (target: Element) =>
      observers
        .filter((o) => o.observed.has(target))
        .forEach((o) => o.callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    await loadPage('/deals/');
    startWidgets();
    const bar = document.querySelector<HTMLElement>('#deal-501 .rate-bar-bar')!;
    const wpsm = document.querySelector<HTMLElement>('#deal-501 .wpsm-bar-bar')!;
    await settle();
    // Not yet near the viewport: no code, the bar as printed.
    expect(bar.style.width).toBe('');
    intersect(bar);
    intersect(wpsm);
    await until(() => expect([bar.style.width, wpsm.style.width]).toEqual(['0px', '0px']));
    intersect(bar);
    expect(bar.style.width).toBe('90%');
    expect(bar.style.transition).toBe('width 1500ms ease-out');
    expect(wpsm.style.width).toBe('0px');
    intersect(wpsm);
    expect(wpsm.style.width).toBe('85%');
  });

  // jsdom has no IntersectionObserver: the bars grow a frame after the reset, which fake timers hold.
  it.each([
    [
      "the theme's form, data-percent on .rate-bar / .wpsm-bar",
      '/gids/beste-accu-grasmaaier-2026/',
      '.rate_bar_wrap .rate-bar-bar',
      '92%',
      '.wpsm-bar-bar',
      '84%',
    ],
    ['data-percent on the -bar child', '/deals/', '#deal-501 .rate-bar-bar', '90%', '#deal-501 .wpsm-bar-bar', '85%'],
  ])('bars grow to their percent over 1500 ms: %s', async (_form, path, rateSelector, rateWidth, wpsmSelector, wpsmWidth) => {
    await loadPage(path);
    vi.useFakeTimers();
    startWidgets();
    const rate = document.querySelector<HTMLElement>(rateSelector)!;
    const wpsm = document.querySelector<HTMLElement>(wpsmSelector)!;
    await until(() => expect([rate.style.width, wpsm.style.width]).toEqual(['0px', '0px']));
    vi.advanceTimersByTime(0);
    expect(rate.style.width).toBe(rateWidth);
    expect(rate.style.transition).toBe('width 1500ms ease-out');
    expect(wpsm.style.width).toBe(wpsmWidth);
    expect(wpsm.style.transition).toBe('width 1500ms ease-out');
  });

  it('a bar without data-percent grows to the width the theme printed', async () => {
    loadHtml('<div class="rate_bar_wrap"><div class="rate-bar"><div class="rate-bar-bar" style="width: 60%"></div></div></div>');
    vi.useFakeTimers();
    startWidgets();
    const bar = document.querySelector<HTMLElement>('.rate-bar-bar')!;
    await until(() => expect(bar.style.width).toBe('0px'));
    vi.advanceTimersByTime(0);
    expect(bar.style.width).toBe('60%');
  });
});
