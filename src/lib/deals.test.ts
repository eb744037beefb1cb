import { describe, expect, it } from 'vitest';
import { boundTemperature, temperatureScale, votedTemperature } from './deals';
import { countdownParts, countdownTarget, radialDegrees } from './deal-visuals';

describe('countdown parts', () => {
  const target = countdownTarget({ day: 20, month: 12, year: 2026, hour: 18, min: 30 });

  it('reads the date as the shop local time, timezone +00:00', () => {
    expect(new Date(target).toISOString()).toBe('2026-12-20T18:30:00.000Z');
  });

  it('shows days as a total (weeks omitted), then hours, minutes and seconds', () => {
    const now = Date.parse('2026-11-22T07:29:55Z');
    expect(countdownParts(target, now)).toEqual([28, 11, 0, 5]);
  });

  it('is done at zero and never negative', () => {
    expect(countdownParts(target, target)).toBeNull();
    expect(countdownParts(target, target + 60_000)).toBeNull();
    expect(countdownParts(target, target - 999)).toBeNull(); // under a second: zero
    expect(countdownParts(target, target - 1000)).toEqual([0, 0, 0, 1]);
  });
});

describe('deal temperature', () => {
  it('is bounded by max_temp 10 and min_temp -10', () => {
    expect(boundTemperature(11)).toBe(10);
    expect(boundTemperature(-11)).toBe(-10);
    expect(boundTemperature(4)).toBe(4);
    expect(votedTemperature(10, 'hot')).toBe(10);
    expect(votedTemperature(-10, 'cold')).toBe(-10);
    expect(votedTemperature(3, 'hot')).toBe(4);
    expect(votedTemperature(3, 'cold')).toBe(2);
  });

  it('scales the bar by max_temp when hot and by min_temp when cold', () => {
    expect(temperatureScale(5)).toEqual({ percent: 50, cold: false });
    expect(temperatureScale(-3)).toEqual({ percent: 30, cold: true });
    expect(temperatureScale(25)).toEqual({ percent: 100, cold: false });
    expect(temperatureScale(4, 20, -20)).toEqual({ percent: 20, cold: false });
  });
});

describe('radial rating angles', () => {
  it('turns 18° per point on one half and 36° per point on the fill', () => {
    expect([radialDegrees(5, false), radialDegrees(5, true)]).toEqual([90, 180]);
    expect([radialDegrees(8.5, false), radialDegrees(8.5, true)]).toEqual([153, 306]);
    expect([radialDegrees(0, false), radialDegrees(0, true)]).toEqual([0, 0]);
  });
});
