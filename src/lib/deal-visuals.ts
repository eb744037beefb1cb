import { RADIAL_DEGREES_PER_POINT_FILL, RADIAL_DEGREES_PER_POINT_HALF } from '../config/constants';

/**
 * Pure helpers of what a deals page shows as it loads: countdowns and radial ratings. The
 * shop's timezone is +00:00: a countdown's day/month/year/hour/min are read as UTC.
 */

export interface CountdownDate {
  day: number;
  month: number;
  year: number;
  hour: number;
  min: number;
}

/** The end of a deal in ms since the epoch (the shop's local time, timezone +00:00). */
export function countdownTarget({ day, month, year, hour, min }: CountdownDate): number {
  return Date.UTC(year, month - 1, day, hour, min, 0);
}

/**
 * What is left: `[days, hours, minutes, seconds]`, the days as a total (weeks are omitted); null
 * once the deal has ended (the countdown hides). An array, as the dashes it fills are a list.
 */
export function countdownParts(target: number, now: number): number[] | null {
  const left = Math.floor((target - now) / 1000);
  return left > 0 ? [left / 86_400, (left / 3600) % 24, (left / 60) % 60, left % 60].map(Math.floor) : null;
}

/** The rotation of a part of a radial rating: the mask and fill by 18° per point, the fixed fill by 36°. */
export const radialDegrees = (rating: number, fixedFill: boolean): number =>
  rating * (fixedFill ? RADIAL_DEGREES_PER_POINT_FILL : RADIAL_DEGREES_PER_POINT_HALF);
