import { failed, type LoadOnce } from './chunk-loader';
import { elementsIn } from './selector-list';
import { safely } from './safely';
import { schedule, strategyFor } from './strategies';
import type { Cleanup, IslandDefinition, IslandModule, WidgetContext } from './types';

/**
 * The islands of the scanner: each root scheduled by its strategy, or mounted at once when
 * activated (a manual island, found only then). An island runs at most once per root however
 * many times it is asked for; one that fails to load or start is logged and the root keeps its
 * server markup.
 */
export interface IslandActivation {
  /** Schedules the island on el by its strategy (`data-load-on` first); nothing for a manual one. */
  schedule(def: IslandDefinition, el: Element): void;
  /** Mounts the named island on every root on the page; true when it runs on all of them (and there is one). */
  activate(name: string): Promise<boolean>;
  /** Unmounts the island on el, or cancels its schedule. */
  cleanUp(el: Element): void;
  /** The roots with an island mounted or scheduled. */
  elements(): Element[];
}

export function createIslandActivation(
  islands: IslandDefinition[],
  loadOnce: LoadOnce,
  /** The context islands mount with (read when one mounts: it holds `activate` itself). */
  context: () => WidgetContext,
  isStopped: () => boolean,
): IslandActivation {
  const mountedIslands = new Map<Element, Cleanup>();
  const pendingIslands = new WeakMap<Element, Promise<boolean>>();
  const scheduledIslands = new Map<Element, Cleanup>();

  /** Resolves true when the island runs on el (now or already), false when it failed to load or start. */
  function mountIsland(def: IslandDefinition, el: Element): Promise<boolean> {
    if (mountedIslands.has(el)) return Promise.resolve(true);
    let pending = pendingIslands.get(el);
    if (!pending) {
      pending = loadOnce<IslandModule>(def.name, 'island', def.load).then((mod) => {
        pendingIslands.delete(el);
        if (!mod || !el.isConnected || isStopped()) return false;
        if (mountedIslands.has(el)) return true;
        try {
          mountedIslands.set(el, mod.mount(el, context()));
          return true;
        } catch (error) {
          failed('island', def.name, 'start', error);
          return false;
        }
      });
      pendingIslands.set(el, pending);
    }
    return pending;
  }

  return {
    schedule(def, el) {
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
    },
    async activate(name) {
      const def = islands.find((i) => i.name === name);
      if (!def) return false;
      const mounted = await Promise.all(elementsIn(document, def.selector).map((el) => mountIsland(def, el)));
      return mounted.length > 0 && mounted.every(Boolean);
    },
    cleanUp(el) {
      const island = mountedIslands.get(el);
      if (island) {
        mountedIslands.delete(el);
        safely(island);
      }
      scheduledIslands.get(el)?.();
      scheduledIslands.delete(el);
    },
    elements: () => [...mountedIslands.keys(), ...scheduledIslands.keys()],
  };
}
