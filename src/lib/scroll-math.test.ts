import { describe, expect, it } from 'vitest';
import { prevNextOpensAt, scrollHelpersVisible, scrollPositionAt, scrollTopFor, swing } from './scroll-math';
import { BACK_TO_TOP_APPEAR_AFTER_PX, PREV_NEXT_OPEN_OFFSET_PX } from '../config/constants';

describe('scroll maths (SPEC §9 "Layout and motion")', () => {
  it('shows back to top and previous/next only past 500 px of scroll', () => {
    expect(BACK_TO_TOP_APPEAR_AFTER_PX).toBe(500);
    expect(scrollHelpersVisible(0)).toBe(false);
    expect(scrollHelpersVisible(500)).toBe(false);
    expect(scrollHelpersVisible(501)).toBe(true);
  });

  it('opens previous/next at post height + header height − 100', () => {
    expect(PREV_NEXT_OPEN_OFFSET_PX).toBe(100);
    expect(prevNextOpensAt(2400, 130)).toBe(2430);
    expect(prevNextOpensAt(0, 0)).toBe(-100);
  });

  it('puts a target the offset below the top of the window, never above the page', () => {
    expect(scrollTopFor(300, 1000, 45)).toBe(1255);
    expect(scrollTopFor(-200, 1000, 50)).toBe(750);
    expect(scrollTopFor(20, 0, 45)).toBe(0);
  });

  it('eases like jQuery swing: slow start, half way at half time, exactly at the end', () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(0.1)).toBeLessThan(0.1);
    expect(scrollPositionAt(0, 1000, 0, 500)).toBe(0);
    expect(scrollPositionAt(0, 1000, 250, 500)).toBe(500);
    expect(scrollPositionAt(0, 1000, 400, 500)).toBeLessThan(1000);
    expect(scrollPositionAt(0, 1000, 500, 500)).toBe(1000);
    expect(scrollPositionAt(800, 200, 9999, 1000)).toBe(200);
  });
});
