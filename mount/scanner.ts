import { log } from '../src/lib/log';
import { whenIdle } from './strategies/idle';
import { whenVisible } from './strategies/visible';
import { elementsIn } from './selector-list';
import type { BehaviourDefinition, Cleanup, IslandDefinition, IslandModule, WidgetContext, WidgetDefinition } from './types';

export interface Mounter {
  /** Enhances everything under root that is not enhanced yet (also called for added markup). */
  mount(root: ParentNode): void;
  /** Unmounts the islands and enhanced elements under root. */
  unmount(root: ParentNode): void;
  activateIsland(name: string): Promise<boolean>;
  /** Stops observing and unmounts everything (tests, or a page that tears the script down). */
  stop(): void;
}

/**
 * The scanner (DESIGN "mount/"): starts behaviours once, finds island roots and schedules them
 * by strategy, follows markup added or removed later through one MutationObserver. A widget
 * that throws is logged and skipped; the server markup and the other widgets are untouched.
 */
export function createMounter(base: Omit<WidgetContext, 'activateIsland'>, widgets: WidgetDefinition[], disabled: string[] = []): Mounter {
  const active = widgets.filter((w) => !disabled.includes(w.name));
  const behaviours = active.filter((w): w is BehaviourDefinition => w.kind === 'behaviour');
  const islands = active.filter((w): w is IslandDefinition => w.kind === 'island');

  const modules = new Map<string, Promise<IslandModule | null>>();
  const mountedIslands = new Map<Element, Cleanup>();
  const pendingIslands = new WeakMap<Element, Promise<boolean>>();
  const enhanced = new Map<Element, Cleanup>();
  const enhancedOnce = new WeakSet<Element>();
  const stops: Cleanup[] = [];
  const idleTasks: Cleanup[] = [];
  let stopped = false;

  const ctx: WidgetContext = { ...base, activateIsland };

  function loadModule(def: IslandDefinition): Promise<IslandModule | null> {
    let promise = modules.get(def.name);
    if (!promise) {
      promise = def.load().catch((error: unknown) => {
        if (stopped) return null; // torn down while its code was still arriving
        log.error(`island "${def.name}" failed to load; the page keeps its server markup.`, error);
        modules.delete(def.name);
        return null;
      });
      modules.set(def.name, promise);
    }
    return promise;
  }

  /** Resolves true when the island runs on el (now or already), false when it failed to load or start. */
  function mountIsland(def: IslandDefinition, el: Element): Promise<boolean> {
    if (mountedIslands.has(el)) return Promise.resolve(true);
    let pending = pendingIslands.get(el);
    if (!pending) {
      pending = loadModule(def).then((mod) => {
        pendingIslands.delete(el);
        if (!mod || !el.isConnected) return false;
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
    if (mountedIslands.has(el) || pendingIslands.has(el)) return;
    switch (def.strategy) {
      case 'load':
        void mountIsland(def, el);
        break;
      case 'idle':
        idleTasks.push(whenIdle(() => void mountIsland(def, el)));
        break;
      case 'visible':
        whenVisible(el, () => void mountIsland(def, el));
        break;
      case 'manual':
        break;
    }
  }

  function enhance(def: BehaviourDefinition, el: Element): void {
    if (enhancedOnce.has(el) || !def.enhance) return;
    enhancedOnce.add(el);
    try {
      const cleanup = def.enhance(el, ctx);
      if (cleanup) enhanced.set(el, cleanup);
    } catch (error) {
      log.error(`widget "${def.name}" failed on an element; it keeps its server markup.`, error);
    }
  }

  // Manual islands are found when activated (activateIsland): no walk of the page for them here.
  const scheduled = islands.filter((def) => def.strategy !== 'manual');

  function mount(root: ParentNode): void {
    for (const def of scheduled) for (const el of elementsIn(root, def.selector)) scheduleIsland(def, el);
    for (const def of behaviours) {
      if (def.selector && def.enhance) for (const el of elementsIn(root, def.selector)) enhance(def, el);
    }
  }

  function unmount(root: ParentNode): void {
    const inside = (el: Element) => root === el || (root as Node).contains(el);
    for (const [el, cleanup] of [...mountedIslands]) {
      if (!inside(el)) continue;
      mountedIslands.delete(el);
      safely(cleanup);
    }
    for (const [el, cleanup] of [...enhanced]) {
      if (!inside(el)) continue;
      enhanced.delete(el);
      enhancedOnce.delete(el);
      safely(cleanup);
    }
  }

  function sweepDisconnected(): void {
    for (const [el, cleanup] of [...mountedIslands]) {
      if (!el.isConnected) {
        mountedIslands.delete(el);
        safely(cleanup);
      }
    }
    for (const [el, cleanup] of [...enhanced]) {
      if (!el.isConnected) {
        enhanced.delete(el);
        safely(cleanup);
      }
    }
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

  // Behaviours start after the observer, so markup they change at start is scanned too.
  for (const def of behaviours) {
    try {
      const stop = def.start(ctx);
      if (stop) stops.push(stop);
    } catch (error) {
      log.error(`widget "${def.name}" failed to start; the page keeps its server markup.`, error);
    }
  }


  idleTasks.push(
    whenIdle(() => {
      for (const def of islands) if (def.prefetch) void loadModule(def);
    }),
  );

  return {
    mount,
    unmount,
    activateIsland,
    stop() {
      stopped = true;
      idleTasks.splice(0).forEach((cancel) => cancel());
      observer.disconnect();
      unmount(document);
      stops.splice(0).forEach(safely);
    },
  };
}

function safely(fn: Cleanup): void {
  try {
    fn();
  } catch (error) {
    log.error('a widget failed to clean up.', error);
  }
}
