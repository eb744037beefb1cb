import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadHtml, loadPage, settle, startWidgets } from '../../test/helpers/page';
import { until } from '../../test/helpers/until';

describe('ratings', { timeout: 15_000 }, () => {
  afterEach(() => {
    // jsdom has no Web Animations: the tests that watch the growth give elements a recording animate().
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  });

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

  it('bars load as they come near the viewport and grow from 0 to their percent over 1500 ms', async () => {
    // The scanner's observer: near the viewport loads the code and runs it for that bar.
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
    const animate = vi.fn();
    HTMLElement.prototype.animate = animate;
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
    await until(() => expect(bar.style.width).toBe('90%'));
    expect(animate).toHaveBeenCalledWith({ width: ['0', '90%'] }, { duration: 1500, easing: 'ease-out' });
    expect(wpsm.style.width).toBe('');
    intersect(wpsm);
    await until(() => expect(wpsm.style.width).toBe('85%'));
    expect(animate).toHaveBeenLastCalledWith({ width: ['0', '85%'] }, { duration: 1500, easing: 'ease-out' });
  });

  it('bars take their width at once for a shopper who asked for less motion', async () => {
    const animate = vi.fn();
    HTMLElement.prototype.animate = animate;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    await loadPage('/deals/');
    startWidgets();
    const bar = document.querySelector<HTMLElement>('#deal-501 .rate-bar-bar')!;
    await until(() => expect(bar.style.width).toBe('90%'));
    expect(animate).not.toHaveBeenCalled();
  });

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
  ])('bars grow to their percent: %s', async (_form, path, rateSelector, rateWidth, wpsmSelector, wpsmWidth) => {
    await loadPage(path);
    startWidgets();
    const rate = document.querySelector<HTMLElement>(rateSelector)!;
    const wpsm = document.querySelector<HTMLElement>(wpsmSelector)!;
    await until(() => expect([rate.style.width, wpsm.style.width]).toEqual([rateWidth, wpsmWidth]));
  });

  it('a bar without data-percent grows to the width the theme printed', async () => {
    loadHtml('<div class="rate_bar_wrap"><div class="rate-bar"><div class="rate-bar-bar" style="width: 60%"></div></div></div>');
    const animate = vi.fn();
    HTMLElement.prototype.animate = animate;
    startWidgets();
    const bar = document.querySelector<HTMLElement>('.rate-bar-bar')!;
    await until(() => expect(animate).toHaveBeenCalledWith({ width: ['0', '60%'] }, { duration: 1500, easing: 'ease-out' }));
    expect(bar.style.width).toBe('60%');
  });
});
