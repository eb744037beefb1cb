import { log } from '../src/lib/log';
import { loadChunk } from '../src/lib/load-chunk';
import { schedule, strategyFor } from './strategies';
import { onInteraction } from './strategies/interaction';
import { startDeferredCode, type RunningDeferredCode } from './deferred-code';
import { startSteps } from './start-steps';
import { elementsForEach, elementsIn } from './selector-list';
import type { BehaviourDefinition, Cleanup, IslandDefinition, IslandModule, WidgetContext, WidgetDefinition } from './types';

export interface Mounter {
  /** Enhances everything under root that is not enhanced yet (also called for added markup). */
  mount(root: ParentNode): void;
  /** Unmounts the islands and enhanced elements under root. */
  unmount(root: ParentNode): void;
  activateIsland(name: string): Promise<boolean>;
  /** Resolves once the start-up work (behaviours, the first scan) has run. */
  whenStarted(): Promise<void>;
  /** Stops observing and unmounts everything (tests, or a page that tears the script down). */
  stop(): void;
}

/**
 * The scanner (DESIGN "mount/"), the only place that loads widget code: starts behaviours
 * once, schedules islands and code by strategy (mount/strategies/, `data-load-on` per
 * element), follows markup added or removed later through one MutationObserver. A widget that
 * throws or whose code fails to load (after one retry, src/lib/load-chunk.ts) is logged and
 * skipped; the server markup and the other widgets are untouched.
 */
export interface MounterOptions {
  /**
   * Run the start-up work in slices of this many ms, yielding to the browser in between
   * (mount/start-steps.ts; the page's boot). Without it everything runs at once (tests, and
   * whoever calls createMounter for their own widgets).
   */
  sliceMs?: number;
}

export function createMounter(
  base: Omit<WidgetContext, 'activateIsland'>,
  widgets: WidgetDefinition[],
  disabled: string[] = [],
  options: MounterOptions = {},
): Mounter {
  const active = widgets.filter((w) => !disabled.includes(w.name));
  const behaviours = active.filter((w): w is BehaviourDefinition => w.kind === 'behaviour');
  const islands = active.filter((w): w is IslandDefinition => w.kind === 'island');

  const modules = new Map<() => Promise<unknown>, Promise<unknown>>();
  const mountedIslands = new Map<Element, Cleanup>();
  const pendingIslands = new WeakMap<Element, Promise<boolean>>();
  /** What each element has running or scheduled: clean-ups run when it leaves the page. */
  const enhanced = new Map<Element, Cleanup[]>();
  const enhancedOnce = new WeakMap<Element, Set<string>>();
  const scheduledIslands = new Map<Element, Cleanup>();
  const deferred = new Map<BehaviourDefinition, RunningDeferredCode>();
  const stops: Cleanup[] = [];
  const steps = startSteps(options.sliceMs);
  let stopped = false;

  const ctx: WidgetContext = { ...base, activateIsland };

  /** One download per chunk, shared; a failed one is forgotten so the next need tries again. */
  function loadOnce<M>(name: string, kind: string, load: () => Promise<M>): Promise<M | null> {
    let promise = modules.get(load) as Promise<M | null> | undefined;
    if (!promise) {
      promise = loadChunk(load).catch((error: unknown) => {
        modules.delete(load);
        if (!stopped) log.error(`${kind} "${name}" failed to load; the page keeps its server markup.`, error);
        return null;
      });
      modules.set(load, promise);
    }
    return promise;
  }

  /** Resolves true when the island runs on el (now or already), false when it failed to load or start. */
  function mountIsland(def: IslandDefinition, el: Element): Promise<boolean> {
    if (mountedIslands.has(el)) return Promise.resolve(true);
    let pending = pendingIslands.get(el);
    if (!pending) {
      pending = loadOnce<IslandModule>(def.name, 'island', def.load).then((mod) => {
        pendingIslands.delete(el);
        if (!mod || !el.isConnected || stopped) return false;
        if (mountedIslands.has(el)) return true;
        try {
          mountedIslands.set(el, mod.mount(el, ctx));
          return true;
        } catch (error) {
          log.error(`island "${def.name}" failed to start; the page keeps its server markup.`, error);
          return false;
        }
      });
      pendingIslands.set(el, pending);
    }
    return pending;
  }

  function scheduleIsland(def: IslandDefinition, el: Element): void {
    if (mountedIslands.has(el) || pendingIslands.has(el) || scheduledIslands.has(el)) return;
    const strategy = strategyFor(el, def.strategy);
    if (strategy === 'manual') return;
    scheduledIslands.set(
      el,
      schedule(strategy, el, () => {
        scheduledIslands.delete(el);
        void mountIsland(def, el);
      }),
    );
  }

  function track(el: Element, cleanup: Cleanup | void): void {
    if (cleanup) enhanced.set(el, [...(enhanced.get(el) ?? []), cleanup]);
  }

  /** True the first time a widget's `what` (enhance, element code) meets el. */
  function once(el: Element, def: BehaviourDefinition, what: 'enhance' | 'elements'): boolean {
    let done = enhancedOnce.get(el);
    if (!done) {
      done = new Set();
      enhancedOnce.set(el, done);
    }
    const key = `${def.name}:${what}`;
    if (done.has(key)) return false;
    done.add(key);
    return true;
  }

  function enhance(def: BehaviourDefinition, el: Element): void {
    try {
      track(el, def.enhance!(el, ctx));
    } catch (error) {
      log.error(`widget "${def.name}" failed on an element; it keeps its server markup.`, error);
    }
  }

  function runElementCode(def: BehaviourDefinition, el: Element): void {
    const code = def.elements!;
    if (code.filter && !code.filter(el)) return;
    let cleanup: Cleanup | void;
    let gone = false;
    const cancel = schedule(strategyFor(el, code.strategy), el, () => {
      void loadOnce(def.name, 'widget', code.load).then((mod) => {
        if (!mod || gone || !el.isConnected) return;
        try {
          cleanup = code.run(mod, el, ctx);
        } catch (error) {
          log.error(`widget "${def.name}" failed on an element; it keeps its server markup.`, error);
        }
      });
    });
    track(el, () => {
      gone = true;
      cancel();
      if (cleanup) cleanup();
    });
  }

  // Manual islands are found when activated (activateIsland): no walk of the page for them here.
  const scheduled = islands.filter((def) => def.strategy !== 'manual');
  const manualIslands = islands.filter((def) => def.strategy === 'manual');
  const withCode: BehaviourDefinition[] = [];

  let started = false;

  /** Elements that ask for their code earlier than their widget would (data-load-on). */
  function loadEarly(el: Element): void {
    const strategy = strategyFor(el, 'interaction');
    const early = strategy !== 'interaction' && strategy !== 'manual';
    for (const def of manualIslands) {
      if (el.matches(def.selector)) scheduleIsland(def, el);
      // A hook of a manual island (the cart button): its code is fetched early, mounted when opened.
      else if (early && def.intent && el.matches(def.intent))
        track(
          el,
          schedule(strategy, el, () => void loadOnce(def.name, 'island', def.load)),
        );
    }
    if (!early) return;
    for (const def of withCode) {
      const hooks = deferred.get(def)?.hooks;
      if (hooks && el.matches(hooks))
        track(
          el,
          schedule(strategy, el, () => deferred.get(def)?.fetch()),
        );
    }
  }

  type Job = readonly [selector: string, apply: (el: Element) => void];

  /** What a scan looks for, in the order it is applied: islands, then behaviours, then data-load-on. */
  function jobs(initial: boolean): Job[] {
    const list: Job[] = scheduled.map((def) => [def.selector, (el) => scheduleIsland(def, el)]);
    for (const def of behaviours) {
      if (def.selector && def.enhance) list.push([def.selector, (el) => once(el, def, 'enhance') && enhance(def, el)]);
      const code = def.elements;
      if (code && !(initial && code.addedLater)) list.push([code.selector, (el) => once(el, def, 'elements') && runElementCode(def, el)]);
    }
    list.push(['[data-load-on]', loadEarly]);
    return list;
  }

  /** Finds the jobs' elements under root with one walk (mount/selector-list.ts) and applies them. */
  function scan(root: ParentNode, list: Job[]): void {
    if (stopped) return;
    const found = elementsForEach(
      root,
      list.map(([selector]) => selector),
    );
    list.forEach(([, apply], i) => found[i]!.forEach(apply));
  }

  function mount(root: ParentNode): void {
    // Boot's first scan of the page comes before `started`; markup added after it is an addition.
    const list = jobs(!started);
    // The page's first scan in a few walks, each its own step (a slice can end between them):
    // a walk of a big page costs per selector in it, ~1.5 ms each on 2,000 products at 4× CPU.
    const groups = root === document ? chunks(list, SCAN_GROUP) : [list];
    for (const group of groups) steps.run(() => scan(root, group));
  }

  function cleanUp(el: Element): void {
    const island = mountedIslands.get(el);
    if (island) {
      mountedIslands.delete(el);
      safely(island);
    }
    scheduledIslands.get(el)?.();
    scheduledIslands.delete(el);
    const cleanups = enhanced.get(el);
    if (cleanups) {
      enhanced.delete(el);
      enhancedOnce.delete(el);
      cleanups.forEach(safely);
    }
  }

  function unmount(root: ParentNode): void {
    const inside = (el: Element) => root === el || (root as Node).contains(el);
    for (const el of [...mountedIslands.keys(), ...scheduledIslands.keys(), ...enhanced.keys()]) if (inside(el)) cleanUp(el);
  }

  function sweepDisconnected(): void {
    for (const el of [...mountedIslands.keys(), ...scheduledIslands.keys(), ...enhanced.keys()]) if (!el.isConnected) cleanUp(el);
  }

  async function activateIsland(name: string): Promise<boolean> {
    const def = islands.find((i) => i.name === name);
    if (!def) return false;
    const mounted = await Promise.all(elementsIn(document, def.selector).map((el) => mountIsland(def, el)));
    return mounted.length > 0 && mounted.every(Boolean);
  }

  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      if (record.removedNodes.length) removed = true;
      record.addedNodes.forEach((node) => {
        if (node.nodeType === Node.ELEMENT_NODE && (node as Element).isConnected) mount(node as Element);
      });
    }
    if (removed) sweepDisconnected();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });

  function startBehaviour(def: BehaviourDefinition): void {
    try {
      const stop = def.start?.(ctx);
      if (stop) stops.push(stop);
      const code = typeof def.code === 'function' ? def.code(ctx) : def.code;
      if (code) {
        const running = startDeferredCode(def.name, code, ctx);
        deferred.set(def, running);
        withCode.push(def);
        stops.push(running.stop);
      }
    } catch (error) {
      log.error(`widget "${def.name}" failed to start; the page keeps its server markup.`, error);
    }
  }

  // Intent on a hook elsewhere fetches a manual island's code before it is opened (the panel's
  // code arrives while the add-to-cart request is on its way).
  steps.run(() => {
    for (const def of islands) {
      if (def.intent) stops.push(onInteraction(def.intent, () => void loadOnce(def.name, 'island', def.load)));
    }
  });

  // Behaviours start after the observer, so markup they change at start is scanned too; each is
  // a step (the add-to-cart listener, first in the registry, is there in the first slice).
  for (const def of behaviours) steps.run(() => startBehaviour(def));

  // The first scan (boot's mount(document)) runs synchronously after this; later ones are additions.
  queueMicrotask(() => (started = true));

  return {
    mount,
    unmount,
    activateIsland,
    whenStarted: () => steps.idle(),
    stop() {
      stopped = true;
      steps.stop();
      observer.disconnect();
      unmount(document);
      stops.splice(0).forEach(safely);
    },
  };
}

/** Hooks per walk in the page's first scan (a walk costs per selector in it; see mount()). */
const SCAN_GROUP = 8;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function safely(fn: Cleanup): void {
  try {
    fn();
  } catch (error) {
    log.error('a widget failed to clean up.', error);
  }
}
