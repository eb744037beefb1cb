import { createChunkLoader, failed } from './chunk-loader';
import { startDeferredCode } from './deferred-code';
import { createElementEnhancement } from './element-enhancement';
import { createIslandActivation } from './island-activation';
import { followPageMutations } from './page-mutations';
import { pageAroundLongLoops } from '../src/dom/long-loops';
import { safely } from './safely';
import { type Job, scan } from './scan-walks';
import { startSteps } from './start-steps';
import { schedule, strategyFor } from './strategies';
import { onInteraction } from './strategies/interaction';
import type { BehaviourDefinition, Cleanup, DeferredCode, IslandDefinition, WidgetContext, WidgetDefinition } from './types';

export interface Mounter {
  /** Enhances everything under root that is not enhanced yet (also called for added markup). */
  mount(root: ParentNode): void;
  /** Unmounts the islands and enhanced elements under root. */
  unmount(root: ParentNode): void;
  activateIsland(name: string): Promise<boolean>;
  /** Resolves once the start-up work (behaviours, the first scan; on a page with a long product loop, the scan around it) has run. */
  whenStarted(): Promise<void>;
  /** Stops observing and unmounts everything (tests, or a page that tears the script down). */
  stop(): void;
}

/**
 * The scanner (DESIGN "mount/"), the only place that loads widget code: starts behaviours
 * once, schedules islands and code by strategy (mount/strategies/, `data-load-on` per
 * element), follows markup added or removed later through one MutationObserver. A widget that
 * throws or whose code fails to load (after one retry, src/lib/load-chunk.ts) is logged and
 * skipped; the server markup and the other widgets are untouched. Its parts, one concern each:
 * chunk-loader.ts (one download per chunk), island-activation.ts, element-enhancement.ts
 * (`enhance`, element code, the clean-ups of every element), scan-walks.ts (a scan: every hook
 * in one query), loop-cards.ts (a page with a long product loop: around it, its cards as they
 * come near; its own chunk), page-mutations.ts.
 */
export interface MounterOptions {
  /**
   * Run the start-up work in slices of this many ms, yielding to the browser in between
   * (mount/start-steps.ts; the page's boot). Without it everything runs at once (tests, and
   * whoever calls createMounter for their own widgets).
   */
  sliceMs?: number;
}

/** The scan of a page with a long product loop (src/dom/long-loops.ts): only such a page fetches it. */
const loopCardsCode = () => import('./loop-cards');

export function createMounter(
  base: Omit<WidgetContext, 'activateIsland'>,
  widgets: WidgetDefinition[],
  disabled: string[] = [],
  options: MounterOptions = {},
): Mounter {
  const active = widgets.filter((w) => !disabled.includes(w.name));
  const behaviours = active.filter((w): w is BehaviourDefinition => w.kind === 'behaviour');
  const islands = active.filter((w): w is IslandDefinition => w.kind === 'island');

  /** Each behaviour's code loaded on interaction, with its fetch. */
  const deferred = new Map<BehaviourDefinition, [DeferredCode, () => void]>();
  const stops: Cleanup[] = [];
  const steps = startSteps(options.sliceMs);
  let stopped = false;
  const isStopped = () => stopped;

  const loadOnce = createChunkLoader(isStopped);
  const islandActivation = createIslandActivation(
    islands,
    loadOnce,
    () => ctx,
    isStopped,
    (el, cleanup) => elements.track(el, cleanup),
  );
  const activateIsland = islandActivation.activate;
  const ctx: WidgetContext = { ...base, activateIsland };
  const elements = createElementEnhancement(loadOnce, ctx);

  // Manual islands are found when activated (activateIsland): no walk of the page for them here.
  const scheduled = islands.filter((def) => def.strategy !== 'manual');
  const manualIslands = islands.filter((def) => def.strategy === 'manual');

  let started = false;

  /** Fetches a manual island's code ahead of its mount. */
  const fetchIsland = (def: IslandDefinition) => () => void loadOnce(def.name, 'island', def.load);

  /** Elements that ask for their code earlier than their widget would (data-load-on). */
  function loadEarly(el: Element): void {
    const strategy = strategyFor(el, 'interaction');
    const early = strategy !== 'interaction' && strategy !== 'manual';
    for (const def of manualIslands) {
      if (el.matches(def.selector)) islandActivation.schedule(def, el);
      // A hook of a manual island (the cart button): its code is fetched early, mounted when opened.
      else if (early && def.intent && el.matches(def.intent)) elements.track(el, schedule(strategy, el, fetchIsland(def)));
    }
    if (!early) return;
    for (const [code, fetch] of deferred.values()) if (el.matches(code.hooks)) elements.track(el, schedule(strategy, el, fetch));
  }

  /** What a scan looks for, in the order it is applied: islands, then behaviours, then data-load-on. */
  function jobs(initial: boolean): Job[] {
    const list: Job[] = scheduled.map((def) => [def.selector, (el) => islandActivation.schedule(def, el)]);
    for (const def of behaviours) {
      if (def.selector && def.enhance) list.push([def.selector, (el) => elements.enhance(def, el)]);
      const code = def.elements;
      if (code && !(initial && code.addedLater)) list.push([code.selector, (el) => elements.runElementCode(def, el)]);
      // Code whose hooks must show their state at once: fetched where the scan finds one.
      const [deferredCode, fetch] = deferred.get(def) ?? [];
      if (deferredCode?.strategy === 'load') list.push([deferredCode.hooks, fetch!]);
    }
    list.push(['[data-load-on]', loadEarly]);
    return list;
  }

  /** Elements scanned as markup added after start: a long loop's card among them is not scanned again as it comes near. */
  const added = new WeakSet<Element>();
  /** The first scan of a page with a long product loop, which waits for its code. */
  let scannedAround: Promise<unknown> | undefined;

  function mount(root: ParentNode): void {
    // Boot's first scan of the page comes before `started`; markup added after it is an addition.
    const initial = !started;
    if (root !== document) {
      if (root instanceof Element) added.add(root);
      return steps.run(() => !stopped && scan(root, jobs(initial)));
    }
    // The whole page's walk (the costly one) runs in a task of its own. A page with a long
    // product loop is scanned around it, and its cards as they come near the viewport
    // (./loop-cards, src/dom/long-loops.ts): its start does not grow with the loop.
    steps.run(() => {
      if (stopped) return;
      const list = jobs(initial);
      const pieces = pageAroundLongLoops();
      if (!pieces.length) return scan(document, list);
      scannedAround = loadOnce('loop-cards', 'widget', loopCardsCode).then((code) => {
        if (!stopped) code ? stops.push(code.scanAround(pieces, list, (el) => stopped || added.has(el))) : scan(document, list);
      });
    }, true);
  }

  function unmount(root: ParentNode): void {
    for (const el of elements.elements()) if ((root as Node).contains(el)) elements.cleanUp(el);
  }

  const stopFollowing = followPageMutations(mount, () => {
    for (const el of elements.elements()) if (!el.isConnected) elements.cleanUp(el);
  });

  function startBehaviour(def: BehaviourDefinition): void {
    try {
      const stop = def.start?.(ctx);
      if (stop) stops.push(stop);
      const code = typeof def.code === 'function' ? def.code(ctx) : def.code;
      if (code) {
        const [fetch, stop] = startDeferredCode(def.name, code, ctx, loadOnce);
        deferred.set(def, [code, fetch]);
        stops.push(stop);
      }
    } catch (error) {
      failed('widget', def.name, 'start', error);
    }
  }

  // Intent on a hook elsewhere fetches a manual island's code before it is opened (the panel's
  // code arrives while the add-to-cart request is on its way).
  steps.run(() => {
    for (const def of islands) {
      if (def.intent) stops.push(onInteraction(def.intent, fetchIsland(def)));
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
    async whenStarted() {
      await steps.idle();
      await scannedAround;
    },
    stop() {
      stopped = true;
      steps.stop();
      stopFollowing();
      unmount(document);
      stops.splice(0).forEach(safely);
    },
  };
}
