import { loadChunk } from '../../src/lib/load-chunk';

/** The code that shows an add's answer and the cart panel (answer.ts): one chunk. */
export type AnswerCode = typeof import('./answer');

let loading: Promise<AnswerCode> | undefined;
let loaded: AnswerCode | undefined;

/**
 * Loads the answer's code once: on intent on an add control or the cart button, at an add's
 * click in parallel with its request, when a cart change must be drawn on the page, or when
 * other code adds. Start-up code. A load that fails (after loadChunk's retry with a fresh URL) is
 * forgotten, so the next ask tries again.
 */
export function loadAnswerCode(): Promise<AnswerCode> {
  if (!loading) {
    // The answer's code imports the HTML helpers (with their URL rule, one chunk that other
    // code shares: vite.config.ts): asked for beside it, not once it has come and named them
    // (a round trip more on a cold click). Each through loadChunk: a retry fetches the one that failed.
    const started = Promise.all([loadChunk(() => import('./answer')), loadChunk(() => import('../../src/dom/html'))]).then(([code]) => code);
    loading = started;
    started.then(
      (code) => (loaded = code),
      () => {
        if (loading === started) loading = undefined;
      },
    );
  }
  return loading;
}

/** The answer's code if it has come (code that runs inside it may use it at once). */
export const answerCodeNow = (): AnswerCode | undefined => loaded;
