import { DEAL_MAX_TEMP, DEAL_MIN_TEMP } from '../config/constants';

/**
 * Pure helpers of the deal temperature votes. The countdowns' and ratings' are in
 * ./deal-visuals.ts (a deals page shows those as it loads; the votes wait for the shopper).
 */

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
