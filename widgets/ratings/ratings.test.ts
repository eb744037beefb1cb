import { describe, expect, it, vi } from 'vitest';
import { loadHtml, loadPage, startWidgets } from '../../test/helpers/page';
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

  it('bars start at 0 and grow to their percent over 1500 ms when they come into view', async () => {
    const observed: Element[] = [];
    let callback: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          callback = cb;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    await loadPage('/deals/');
    startWidgets();
    const bar = document.querySelector<HTMLElement>('#deal-501 .rate-bar-bar')!;
    await until(() => expect(observed).toContain(bar));
    expect(bar.style.width).toBe('0px');
    callback([{ target: bar, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(bar.style.width).toBe('90%');
    expect(bar.style.transition).toBe('width 1500ms ease-out');
    const wpsm = document.querySelector<HTMLElement>('#deal-501 .wpsm-bar-bar')!;
    callback([{ target: wpsm, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
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
