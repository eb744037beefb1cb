import { failed } from './chunk-loader';
import { safely } from './safely';
import { schedule } from './strategies';
import type { Cleanup, Strategy, WidgetContext, WidgetDefinition } from './types';
import type { LoadedCode } from './widget-code';

/**
 * What the scanner does to the hooks of widgets: `enhance` at once, the code connected by
 * strategy. Each widget meets an element once, however often the element is scanned (added
 * markup is scanned again); what runs or is scheduled on it is cleaned up when it leaves the page.
 */
export interface ElementEnhancement {
  /** Runs the widget's `enhance` on el, the first time only. */
  enhance(def: WidgetDefinition, el: Element): void;
  /** Schedules the widget's code on el by strategy, the first time only; then connects it. */
  schedule(def: WidgetDefinition, code: LoadedCode, el: Element, strategy: Strategy): void;
  /** Loads the code and connects it to el (once); true when it runs there. */
  connect(def: WidgetDefinition, code: LoadedCode, el: Element): Promise<boolean>;
  /** Keeps cleanup to run when el leaves the page. */
  track(el: Element, cleanup: Cleanup | void): void;
  /** Runs el's clean-ups and forgets it (met again later, it is enhanced again). */
  cleanUp(el: Element): void;
  /** The elements with something running or scheduled. */
  elements(): Element[];
}

export function createElementEnhancement(ctx: WidgetContext, isStopped: () => boolean): ElementEnhancement {
  /** What each element has running or scheduled: clean-ups run when it leaves the page. */
  const enhanced = new Map<Element, Cleanup[]>();
  /** What has met each element: a widget's enhance, its schedule, its connection (on its way or done). */
  const met = new WeakMap<Element, Map<unknown, Promise<boolean> | true>>();

  function track(el: Element, cleanup: Cleanup | void): void {
    if (cleanup) enhanced.set(el, [...(enhanced.get(el) ?? []), cleanup]);
  }

  function metBy(el: Element): Map<unknown, Promise<boolean> | true> {
    const done = met.get(el) ?? new Map();
    met.set(el, done);
    return done;
  }

  /** True the first time `what` (a widget's enhance: the definition; its schedule: its code) meets el. */
  function once(el: Element, what: unknown): boolean {
    const done = metBy(el);
    return !done.has(what) && Boolean(done.set(what, true));
  }

  function connect(def: WidgetDefinition, code: LoadedCode, el: Element): Promise<boolean> {
    const done = metBy(el);
    // Keyed by the code's fetch: one per widget definition, like its schedule's key (the code).
    let connected = done.get(code.fetch) as Promise<boolean> | undefined;
    if (!connected) {
      connected = code.fetch().then((module) => {
        try {
          // Code without a per-element part has nothing to do on el, nor to undo.
          if (module && !module.connect) return true;
          if (module && el.isConnected && !isStopped()) {
            const cleanup = module.connect!(el, ctx);
            track(el, () => {
              done.delete(code.fetch);
              if (cleanup) cleanup();
            });
            return true;
          }
        } catch (error) {
          failed(def.name, 'start', error);
        }
        // Not there (failed, or the element left): the next need tries again.
        done.delete(code.fetch);
        return false;
      });
      done.set(code.fetch, connected);
    }
    return connected;
  }

  return {
    track,
    connect,
    enhance(def, el) {
      if (!once(el, def)) return;
      try {
        track(el, def.enhance!(el, ctx));
      } catch (error) {
        failed(def.name, 'start', error);
      }
    },
    schedule(def, code, el, strategy) {
      if (!once(el, code) || (def.filter && !def.filter(el))) return;
      track(
        el,
        schedule(strategy, el, () => void connect(def, code, el)),
      );
    },
    cleanUp(el) {
      const cleanups = enhanced.get(el);
      met.delete(el);
      if (cleanups) {
        enhanced.delete(el);
        cleanups.forEach((cleanup) => safely(cleanup));
      }
    },
    elements: () => [...enhanced.keys()],
  };
}
