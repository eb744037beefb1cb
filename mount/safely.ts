import { reportError } from '../src/events/widget-error';
import type { Cleanup } from './types';

/** Runs a widget's clean-up; one that throws is reported so the others still run. */
export function safely(fn: Cleanup, widget: string | null = null): void {
  try {
    fn();
  } catch (error) {
    reportError(widget, 'cleanup', error, `${widget ? `widget "${widget}"` : 'a widget'} failed to clean up.`);
  }
}
