import { log } from '../src/lib/log';
import { loadChunk } from '../src/lib/load-chunk';
import { INTENT_EVENTS } from './strategies/interaction';
import type { BehaviourCode, Cleanup, DeferredCode, WidgetContext } from './types';

const NATIVE_CONTROL = 'a[href], button, input, select, textarea, summary';

export interface RunningDeferredCode {
  hooks: string;
  /** Fetched at start where a hook is on the page (strategy `load`): the scanner's walk looks. */
  atLoad: boolean;
  /** Loads the code now (a hook asked for an earlier strategy with data-load-on). */
  fetch(): void;
  stop: Cleanup;
}

/**
 * A behaviour's code loaded on interaction (DeferredCode): one delegated listener per event
 * type on document. Intent on a hook fetches the code; an event the code handles, or a held
 * control's click, that comes first is kept and replayed once the code runs — the shopper's
 * click is never lost. If the code cannot load (after loadChunk's one retry), held clicks are
 * clicked again without us, so the markup does what it does without the script, and the next
 * interaction tries the download again.
 */
export function startDeferredCode(name: string, code: DeferredCode, ctx: WidgetContext): RunningDeferredCode {
  const events = code.events ?? [];
  const types = [...new Set([...INTENT_EVENTS, ...events, ...(code.hold ? ['click', 'keydown'] : [])])];
  let state: 'waiting' | 'loading' | 'running' | 'stopped' = 'waiting';
  let loaded: BehaviourCode | undefined;
  let stopLoaded: Cleanup | void;
  let kept: { event: Event; control?: HTMLElement }[] = [];
  let clickingAgain = false;

  function fetch(): void {
    if (state !== 'waiting') return;
    state = 'loading';
    loadChunk(code.load).then(run, (error: unknown) => {
      if (state === 'stopped') return;
      state = 'waiting';
      log.error(`widget "${name}" failed to load; the page keeps its server markup.`, error);
      clickAgain(kept.splice(0));
    });
  }

  function run(module: BehaviourCode): void {
    if (state === 'stopped') return;
    state = 'running';
    loaded = module;
    // From now on only the events the code handles are listened to.
    types.filter((type) => !events.includes(type)).forEach((type) => targetOf(type).removeEventListener(type, listener));
    const pending = kept.splice(0);
    try {
      stopLoaded = module.start?.(ctx);
    } catch (error) {
      log.error(`widget "${name}" failed to start; the page keeps its server markup.`, error);
      return clickAgain(pending);
    }
    for (const { event, control } of pending) {
      // A held click is clicked again, so the code sees a fresh one and, where it leaves it
      // alone, the link or button does its default; other events reach `handle` as they came.
      if (control) control.isConnected && control.click();
      else module.handle?.(event, ctx);
    }
  }

  /** Clicks held controls again with this listener out of the way: the markup's own way. */
  function clickAgain(pending: typeof kept): void {
    clickingAgain = true;
    try {
      for (const { control } of pending) if (control?.isConnected) control.click();
    } finally {
      clickingAgain = false;
    }
  }

  function heldControl(event: Event): HTMLElement | undefined {
    if (!code.hold || event.defaultPrevented) return undefined;
    if (event.type !== 'click' && event.type !== 'keydown') return undefined;
    const e = event as MouseEvent & KeyboardEvent;
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return undefined;
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(code.hold);
    if (!control || (code.holdWhen && !code.holdWhen(control))) return undefined;
    if (event.type === 'keydown') {
      // Enter / Space on a theme <span> made operable: a native control clicks by itself.
      if ((e.key !== 'Enter' && e.key !== ' ') || control !== event.target || control.matches(NATIVE_CONTROL)) return undefined;
    } else if (e.button !== 0) return undefined;
    return control;
  }

  function onHook(event: Event): boolean {
    const target = event.target;
    if (target instanceof Element) return Boolean(target.closest(code.hooks));
    // Events of the page itself (scroll): they concern the code where the page has a hook.
    return Boolean(document.querySelector(code.hooks));
  }

  const listener = (event: Event) => {
    if (clickingAgain || state === 'stopped') return;
    const handles = events.includes(event.type);
    if (state === 'running') {
      if (handles) loaded!.handle?.(event, ctx);
      return;
    }
    const control = heldControl(event);
    if (control) {
      event.preventDefault();
      kept.push({ event, control });
    } else if (handles && (state === 'loading' || onHook(event))) {
      // While the code loads, it gets every event of its types afterwards (a click outside must
      // close what the first one opens), as if it had been there all along.
      kept.push({ event });
    } else if (!onHook(event)) return;
    fetch();
  };

  const options = (type: string) => ({ passive: (INTENT_EVENTS as readonly string[]).includes(type) && !events.includes(type) });
  // The page's scroll reaches window (fired at the document, it bubbles there); the rest is delegated on document.
  const targetOf = (type: string): EventTarget => (type === 'scroll' ? window : document);
  types.forEach((type) => targetOf(type).addEventListener(type, listener, options(type)));
  return {
    hooks: code.hooks,
    atLoad: code.strategy === 'load',
    fetch,
    stop() {
      state = 'stopped';
      kept = [];
      types.forEach((type) => targetOf(type).removeEventListener(type, listener));
      if (typeof stopLoaded === 'function') stopLoaded();
      loaded?.stop?.();
    },
  };
}
