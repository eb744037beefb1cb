import { log } from '../src/lib/log';
import type { Cleanup } from './types';

/** Runs a widget's clean-up; one that throws is logged so the others still run. */
export function safely(fn: Cleanup): void {
  try {
    fn();
  } catch (error) {
    log.error('a widget failed to clean up.', error);
  }
}
