import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { BAR_ANIMATION_MS } from '../../src/config/constants';

describe('rating bars', () => {
  it('fill to their percent over 1500 ms once they scroll into view', async () => {
    const observed: Element[] = [];
    let report!: (entries: Partial<IntersectionObserverEntry>[]) => void;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = cb;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    await loadPage('/gids/beste-accu-grasmaaier-2026/');
    startWidgets();
    await waitFor(() => expect(observed).toHaveLength(5));
    const bar = document.querySelector<HTMLElement>('.rate-bar-bar')!;
    expect(bar.style.width).toBe('');
    report([{ target: bar, isIntersecting: true }]);
    expect(BAR_ANIMATION_MS).toBe(1500);
    expect(bar.style.transition).toBe('width 1500ms ease-out');
    expect(bar.style.width).toBe('92%');
    const total = document.querySelector<HTMLElement>('.wpsm-bar-bar')!;
    report([{ target: total, isIntersecting: true }]);
    expect(total.style.width).toBe('84%');
  });

  it('fill at once, without animation, for visitors who prefer reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    await loadPage('/gids/beste-accu-grasmaaier-2026/');
    startWidgets();
    const bar = document.querySelector<HTMLElement>('.rate-bar-bar')!;
    await waitFor(() => expect(bar.style.width).toBe('92%'));
    expect(bar.style.transition).toBe('');
  });
});
