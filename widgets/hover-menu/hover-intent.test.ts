import { describe, expect, it, vi } from 'vitest';
import { createHoverIntent, isResting } from './hover-intent';
import { MENU_HOVER_INTENT_INTERVAL_MS, MENU_HOVER_INTENT_TIMEOUT_MS } from '../../src/config/constants';

describe('hover intent (interval 100 ms, timeout 120 ms)', () => {
  it('uses the spec values', () => {
    expect(MENU_HOVER_INTENT_INTERVAL_MS).toBe(100);
    expect(MENU_HOVER_INTENT_TIMEOUT_MS).toBe(120);
    expect(isResting({ x: 0, y: 0 }, { x: 3, y: 3 })).toBe(true);
    expect(isResting({ x: 0, y: 0 }, { x: 4, y: 3 })).toBe(false);
  });

  it('opens an item 100 ms after the pointer rests on it, not while it keeps moving', () => {
    vi.useFakeTimers();
    const open = vi.fn();
    const intent = createHoverIntent(open, vi.fn());
    const item = document.createElement('li');
    intent.move({ x: 10, y: 10 });
    intent.enter(item, false);
    vi.advanceTimersByTime(50);
    intent.move({ x: 60, y: 10 }); // still travelling
    vi.advanceTimersByTime(50);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(99);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledWith(item);
  });

  it('closes 120 ms after the pointer leaves, unless it comes back first', () => {
    vi.useFakeTimers();
    const close = vi.fn();
    const intent = createHoverIntent(vi.fn(), close);
    const item = document.createElement('li');
    intent.leave(item, true);
    vi.advanceTimersByTime(119);
    intent.enter(item, true); // back in time
    vi.advanceTimersByTime(500);
    expect(close).not.toHaveBeenCalled();
    intent.leave(item, true);
    vi.advanceTimersByTime(119);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledWith(item);
  });
});
