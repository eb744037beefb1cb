import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollWindowTo } from './smooth-scroll';
import { fakeWindowScroll, resetWindowScroll } from '../../test/helpers/window-scroll';

afterEach(resetWindowScroll);

describe('scrollWindowTo', () => {
  it('moves over exactly the given time and ends on the target', async () => {
    fakeWindowScroll(0);
    vi.useFakeTimers();
    const done = scrollWindowTo(1000, 500);
    vi.advanceTimersByTime(250);
    expect(window.scrollY).toBeGreaterThan(300);
    expect(window.scrollY).toBeLessThan(700);
    vi.advanceTimersByTime(200);
    expect(window.scrollY).toBeLessThan(1000);
    vi.advanceTimersByTime(50);
    await expect(done).resolves.toBe('done');
    expect(window.scrollY).toBe(1000);
  });

  it('a newer scroll cancels the one under way: that one resolves "cancelled" at once and moves no further', async () => {
    fakeWindowScroll(0);
    vi.useFakeTimers();
    const first = scrollWindowTo(1000, 500);
    vi.advanceTimersByTime(100);
    const second = scrollWindowTo(200, 500);
    await expect(first).resolves.toBe('cancelled');
    vi.advanceTimersByTime(500);
    await expect(second).resolves.toBe('done');
    expect(window.scrollY).toBe(200);
  });

  it('jumps at once when the visitor prefers reduced motion', async () => {
    const scrollTo = fakeWindowScroll(0);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    await scrollWindowTo(640, 500);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollY).toBe(640);
  });
});
