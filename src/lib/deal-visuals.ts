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

export interface CountdownParts {
  /** Whole days left, as a total (weeks are omitted). */
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True when the deal has ended (hide the countdown). */
  done: boolean;
}

/** The end of a deal in ms since the epoch (the shop's local time, timezone +00:00). */
export function countdownTarget({ day, month, year, hour, min }: CountdownDate): number {
  return Date.UTC(year, month - 1, day, hour, min, 0);
}

export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor(left / 3600) % 24,
    minutes: Math.floor(left / 60) % 60,
    seconds: left % 60,
    done: left === 0,
  };
}

/** The rotations of a radial rating: the mask and fill by 18° per point, the fixed fill by 36°. */
export function radialAngles(rating: number): { half: number; fill: number } {
  return { half: rating * RADIAL_DEGREES_PER_POINT_HALF, fill: rating * RADIAL_DEGREES_PER_POINT_FILL };
}
