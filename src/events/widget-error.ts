import { log } from '../lib/log';
import { EVENT_PREFIX } from './bus';

/**
 * Where a caught failure happened (docs/events.md "Errors"):
 * - `selector`: a widget's hook is not a valid CSS selector (the widget is left out);
 * - `load`: a widget's code failed to download (after its retries);
 * - `start`: a widget's code threw as it started, enhanced or connected an element;
 * - `cleanup`: a widget's clean-up threw;
 * - `data`: a `data-*` value is not what the widget declares (its default is used);
 * - `answer`: a server answer did not validate (the caller's fallback applies);
 * - `trusted-types`: the page's CSP refused our Trusted Types policy;
 * - `chunk`: any other chunk failed to download (after its retries).
 */
export type ErrorPhase = 'selector' | 'load' | 'start' | 'cleanup' | 'data' | 'answer' | 'trusted-types' | 'chunk';

/** The detail of `shop-widgets:error`: the widget (null when the failure is no one widget's), the phase, the error. */
export interface WidgetErrorDetail {
  widget: string | null;
  phase: ErrorPhase;
  error: unknown;
}

export const ERROR_EVENT = `${EVENT_PREFIX}error`;

/**
 * Tells whoever listens (Sentry or any tracker) about a caught failure: one `shop-widgets:error`
 * CustomEvent on document. A listener that throws does not reach us (the browser reports it).
 */
export function dispatchError(widget: string | null, phase: ErrorPhase, error: unknown): void {
  document.dispatchEvent(new CustomEvent<WidgetErrorDetail>(ERROR_EVENT, { detail: { widget, phase, error } }));
}

/** The console line of a caught failure, and its event. */
export function reportError(widget: string | null, phase: ErrorPhase, error: unknown, message: string): void {
  log.error(message, error);
  dispatchError(widget, phase, error);
}
