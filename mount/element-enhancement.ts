import { failed, type LoadOnce } from './chunk-loader';
import { safely } from './safely';
import { schedule, strategyFor } from './strategies';
import type { BehaviourDefinition, Cleanup, WidgetContext } from './types';

/**
 * What the scanner does to the elements of behaviours: `enhance` at once, element code
 * (`elements`) loaded by strategy and run. Each widget meets an element once, however often
 * the element is scanned (added markup is scanned again); what runs or is scheduled on it
 * (islands' included: `track`) is cleaned up when it leaves the page.
 */
export interface ElementEnhancement {
  /** Runs the widget's `enhance` on el, the first time only. */
  enhance(def: BehaviourDefinition, el: Element): void;
  /** Schedules the widget's element code on el, the first time only. */
  runElementCode(def: BehaviourDefinition, el: Element): void;
  /** Keeps cleanup to run when el leaves the page. */
  track(el: Element, cleanup: Cleanup | void): void;
  /** Runs el's clean-ups and forgets it (met again later, it is enhanced again). */
  cleanUp(el: Element): void;
  /** The elements with something running or scheduled. */
  elements(): Element[];
}

export function createElementEnhancement(loadOnce: LoadOnce, ctx: WidgetContext): ElementEnhancement {
  /** What each element has running or scheduled: clean-ups run when it leaves the page. */
  const enhanced = new Map<Element, Cleanup[]>();
  /** What has met each element: a widget (its enhance), an element code. */
  const met = new WeakMap<Element, Set<unknown>>();

  function track(el: Element, cleanup: Cleanup | void): void {
    if (cleanup) enhanced.set(el, [...(enhanced.get(el) ?? []), cleanup]);
  }

  /** True the first time `what` (a widget's enhance, its element code) meets el. */
  function once(el: Element, what: unknown): boolean {
    const done = met.get(el) ?? new Set();
    met.set(el, done);
    return done.size < done.add(what).size;
  }

  return {
    track,
    enhance(def, el) {
      if (!once(el, def)) return;
      try {
        track(el, def.enhance!(el, ctx));
      } catch (error) {
        failed('widget', def.name, 'start', error);
      }
    },
    runElementCode(def, el) {
      const code = def.elements!;
      if (!once(el, code) || (code.filter && !code.filter(el))) return;
      let cleanup: Cleanup | void;
      let gone = false;
      const cancel = schedule(strategyFor(el, code.strategy), el, () => {
        void loadOnce(def.name, 'widget', code.load).then((mod) => {
          if (!mod || gone || !el.isConnected) return;
          try {
            cleanup = code.run(mod, el, ctx);
          } catch (error) {
            failed('widget', def.name, 'start', error);
          }
        });
      });
      track(el, () => {
        gone = true;
        cancel();
        if (cleanup) cleanup();
      });
    },
    cleanUp(el) {
      const cleanups = enhanced.get(el);
      if (cleanups) {
        enhanced.delete(el);
        met.delete(el);
        cleanups.forEach(safely);
      }
    },
    elements: () => [...enhanced.keys()],
  };
}
