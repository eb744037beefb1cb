import { browserIsOffline, whenOnline } from '../src/dom/browser';
import { INTENT_EVENTS } from './strategies/interaction';
import type { Cleanup, LoadStrategy, WidgetCode, WidgetContext } from './types';
import type { LoadedCode } from './widget-code';

const NATIVE_CONTROL = 'a[href], button, input, select, textarea, summary';

/** An event kept while the code loads, with the control it held (a click to do again). */
type Kept = [event: Event, control?: HTMLElement];

/**
 * A widget's code on its delegated listeners (strategy `interaction`, or any strategy with
 * `events` or `hold`): one listener per event type on document. Intent on a hook fetches the
 * code; an event the code handles, or a held control's click, that comes first is kept and
 * replayed once the code runs — the shopper's click is never lost. If the code cannot load
 * (after loadChunk's retries) or start, held clicks are clicked again without us, so the
 * markup does what it does without the script, and the next interaction tries the download
 * again; while the browser is offline, what was kept waits for the connection instead. Each
 * hook an event reaches is handed to `connect` (the code's per-element part, if it has one).
 * Returns the stop.
 */
export function startDeferredCode(
  hooks: string,
  strategy: LoadStrategy,
  code: LoadedCode,
  ctx: WidgetContext,
  connect: (hook: Element) => void = () => {},
): Cleanup {
  const events = strategy.events ?? [];
  const types = new Set([...INTENT_EVENTS, ...events, ...(strategy.hold ? ['click', 'keydown'] : [])]);
  let loading = false;
  let stopped = false;
  let clickingAgain = false;
  let loaded: WidgetCode | undefined;
  let kept: Kept[] = [];
  let stopWaiting = () => {};

  function fetch(): void {
    if (loading) return;
    loading = true;
    void code.fetch().then((module) => {
      if (stopped) return;
      const pending = kept.splice(0);
      if (!module) {
        // Offline, the markup's own way cannot work either: what the shopper did is kept (and
        // what comes meanwhile too) until the browser is online, then the code is fetched again.
        if (!code.disabled() && browserIsOffline()) {
          kept.unshift(...pending);
          stopWaiting = whenOnline(() => {
            loading = false;
            fetch();
          });
          return;
        }
        loading = false;
        // Disabled (its code threw as it started): nothing is held or fetched any more.
        if (code.disabled()) listen(false);
        return clickAgain(pending);
      }
      // From now on the listener gives the code the events it handles, and holds nothing.
      loaded = module;
      // A held click is clicked again, so the code sees a fresh one and, where it leaves it
      // alone, the link or button does its default; other events reach `handle` as they came.
      for (const [event, control] of pending) control ? control.isConnected && control.click() : module.handle?.(event, ctx);
    });
  }

  /** Clicks held controls again with the listener out of the way: the markup's own way. */
  function clickAgain(pending: Kept[]): void {
    clickingAgain = true;
    for (const [, control] of pending) control?.isConnected && control.click();
    clickingAgain = false;
  }

  function heldControl(event: Event): HTMLElement | undefined {
    const e = event as MouseEvent & KeyboardEvent;
    const key = e.type === 'keydown';
    if (!strategy.hold || (!key && e.type !== 'click') || e.defaultPrevented || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    const control = (e.target as Element | null)?.closest?.<HTMLElement>(strategy.hold);
    if (!control || (strategy.holdWhen && !strategy.holdWhen(control))) return;
    // Enter / Space on a theme <span> made operable: a native control clicks by itself.
    if (key ? (e.key === 'Enter' || e.key === ' ') && control === e.target && !control.matches(NATIVE_CONTROL) : e.button === 0) return control;
  }

  /** Whether the event concerns a hook; one of the page itself (scroll) where the page has a hook. */
  const onHook = ({ target }: Event) => (target instanceof Element ? target.closest(hooks) : document.querySelector(hooks));

  const listener = (event: Event) => {
    if (clickingAgain) return;
    // Loaded another way (strategy `load` on a hook, `data-load-on`): nothing to hold any more.
    loaded ??= code.started();
    const handles = events.includes(event.type);
    if (loaded) {
      if (loaded.connect && (INTENT_EVENTS as readonly string[]).includes(event.type)) {
        const hook = onHook(event);
        if (hook) connect(hook);
      }
      return void (handles && loaded.handle?.(event, ctx));
    }
    const control = heldControl(event);
    const hook = onHook(event);
    if (control) {
      event.preventDefault();
      kept.push([event, control]);
    } else if (handles && (loading || hook)) {
      // While the code loads, it gets every event of its types afterwards (a click outside must
      // close what the first one opens), as if it had been there all along.
      kept.push([event]);
    } else if (!hook) return;
    fetch();
    if (hook) connect(hook);
  };

  // The page's scroll reaches window (fired at the document, it bubbles there); the rest is
  // delegated on document. Intent the code does not handle is passive: a touch never waits.
  const listen = (on: boolean) =>
    types.forEach((type) =>
      (type === 'scroll' ? window : document)[on ? 'addEventListener' : 'removeEventListener'](type, listener, {
        passive: (INTENT_EVENTS as readonly string[]).includes(type) && !events.includes(type),
      }),
    );
  listen(true);
  return () => {
    stopped = true;
    stopWaiting();
    kept = [];
    listen(false);
  };
}
