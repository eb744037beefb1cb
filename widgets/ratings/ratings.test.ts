import { describe, expect, it, vi } from 'vitest';
import { loadPage, startWidgets } from '../../test/helpers/page';
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
});
