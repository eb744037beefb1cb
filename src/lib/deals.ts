import { DEAL_MAX_TEMP, DEAL_MIN_TEMP, RADIAL_DEGREES_PER_POINT_FILL, RADIAL_DEGREES_PER_POINT_HALF } from '../config/constants';

/**
 * Pure helpers of the deal widgets (countdowns, temperatures, radial ratings). The shop's
 * timezone is +00:00: a countdown's day/month/year/hour/min are read as UTC.
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

/** A temperature kept within min_temp … max_temp. */
export function boundTemperature(value: number, max = DEAL_MAX_TEMP, min = DEAL_MIN_TEMP): number {
  return Math.min(max, Math.max(min, value));
}

/** The next temperature after a hot (+1) or cold (−1) vote, within the bounds. */
export function votedTemperature(current: number, vote: 'hot' | 'cold', max = DEAL_MAX_TEMP, min = DEAL_MIN_TEMP): number {
  return boundTemperature(current + (vote === 'hot' ? 1 : -1), max, min);
}

/** The scale bar: width in percent of max_temp (hot) or min_temp (cold), and whether it is cold. */
export function temperatureScale(value: number, max = DEAL_MAX_TEMP, min = DEAL_MIN_TEMP): { percent: number; cold: boolean } {
  const bounded = boundTemperature(value, max, min);
  if (bounded < 0) return { percent: min === 0 ? 0 : Math.round((bounded / min) * 100), cold: true };
  return { percent: max === 0 ? 0 : Math.round((bounded / max) * 100), cold: false };
}

/** The rotations of a radial rating: the mask and fill by 18° per point, the fixed fill by 36°. */
export function radialAngles(rating: number): { half: number; fill: number } {
  return { half: rating * RADIAL_DEGREES_PER_POINT_HALF, fill: rating * RADIAL_DEGREES_PER_POINT_FILL };
}
