import { log } from './log';
import type { Cleanup, WidgetContext } from '../../mount/types';

const NATIVE_CONTROL = 'a[href], button, input, select, textarea, summary';

/** The code of a behaviour kept out of the entry chunk: its `start` as it would be eagerly. */
export interface DeferredBehaviour {
  start(ctx: WidgetContext): Cleanup | void;
}

export interface DeferredStartOptions {
  /** Markup whose presence at start makes the code load at once (a download in parallel). */
  hooks: string;
  /** Controls whose plain click must not do its default while the code loads: it is held and replayed. */
  gate: string;
  load(): Promise<DeferredBehaviour>;
}

/**
 * Starts a behaviour whose code lives in its own chunk, so the entry stays small (DESIGN §4).
 * Where its hooks are on the page the code is fetched at once, in parallel with the rest of
 * start-up; elsewhere it is fetched by the first click on a gated control (markup added later).
 * A plain click (or Enter / Space on a non-native control) on a gated control that arrives
 * before the code runs is held (its default prevented) and clicked again once the behaviour has
 * started — the shopper loses nothing.
 * Only for actions that need no user gesture of their own (no window.open, no clipboard).
 */
export function deferredStart(ctx: WidgetContext, options: DeferredStartOptions): Cleanup {
  let state: 'idle' | 'loading' | 'started' | 'stopped' = 'idle';
  let stop: Cleanup | void;
  const held: HTMLElement[] = [];

  const fetchCode = () => {
    state = 'loading';
    options.load().then(
      (code) => {
        if (state === 'stopped') return;
        state = 'started';
        listen(false);
        try {
          stop = code.start(ctx);
        } catch (error) {
          // As the scanner does for any behaviour: logged; the held clicks below then do what
          // the markup does without the script.
          log.error('a behaviour failed to start; the page keeps its server markup.', error);
        }
        held.splice(0).forEach((el) => el.isConnected && el.click());
      },
      (error: unknown) => {
        // The held clicks are dropped (the markup stays as printed); the next click tries again.
        if (state === 'stopped') return;
        state = 'idle';
        held.length = 0;
        log.error('a behaviour failed to load.', error);
      },
    );
  };

  function hold(event: MouseEvent | KeyboardEvent): void {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(options.gate);
    if (!control) return;
    if (event instanceof KeyboardEvent) {
      // Enter / Space on a theme <span> made operable: a native control clicks by itself.
      if ((event.key !== 'Enter' && event.key !== ' ') || control !== event.target || control.matches(NATIVE_CONTROL)) return;
    } else if (event.button !== 0) return;
    event.preventDefault();
    held.push(control);
    if (state === 'idle') fetchCode();
  }

  const listen = (on: boolean) =>
    (['click', 'keydown'] as const).forEach((type) => (on ? document.addEventListener : document.removeEventListener).call(document, type, hold as EventListener));
  listen(true);
  if (document.querySelector(options.hooks)) fetchCode();
  return () => {
    state = 'stopped';
    listen(false);
    stop?.();
  };
}
