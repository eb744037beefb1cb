import { failed, type LoadOnce } from './chunk-loader';
import { elementsIn } from './selector-list';
import { schedule, strategyFor } from './strategies';
import type { Cleanup, IslandDefinition, WidgetContext } from './types';

/**
 * The islands of the scanner: each root scheduled by its strategy, or mounted at once when
 * activated (a manual island, found only then). An island runs at most once per root however
 * many times it is asked for; one that fails to load or start is logged and the root keeps its
 * server markup. What runs or waits on a root is kept with `track` (the element enhancement's):
 * it is undone when the root leaves the page.
 */
export interface IslandActivation {
  /** Schedules the island on el by its strategy (`data-load-on` first); nothing for a manual one. */
  schedule(def: IslandDefinition, el: Element): void;
  /** Mounts the named island on every root on the page; true when it runs on all of them (and there is one). */
  activate(name: string): Promise<boolean>;
}

export function createIslandActivation(
  islands: IslandDefinition[],
  loadOnce: LoadOnce,
  /** The context islands mount with (read when one mounts: it holds `activate` itself). */
  context: () => WidgetContext,
  isStopped: () => boolean,
  track: (el: Element, cleanup: Cleanup) => void,
): IslandActivation {
  /** Each root's mount, on its way or done (true: the island runs there); a failed one is forgotten. */
  const mounts = new WeakMap<Element, Promise<boolean>>();
  /** Roots whose island waits for its strategy. */
  const scheduled = new WeakSet<Element>();

  /** Resolves true when the island runs on el (now or already), false when it failed to load or start. */
  function mountIsland(def: IslandDefinition, el: Element): Promise<boolean> {
    let mounted = mounts.get(el);
    if (!mounted) {
      mounted = loadOnce(def.name, 'island', def.load).then((mod) => {
        try {
          if (mod && el.isConnected && !isStopped()) {
            const unmount = mod.mount(el, context());
            track(el, () => {
              mounts.delete(el);
              unmount();
            });
            return true;
          }
        } catch (error) {
          failed('island', def.name, 'start', error);
        }
        mounts.delete(el);
        return false;
      });
      mounts.set(el, mounted);
    }
    return mounted;
  }

  return {
    schedule(def, el) {
      const strategy = strategyFor(el, def.strategy);
      if (mounts.has(el) || scheduled.has(el) || strategy === 'manual') return;
      scheduled.add(el);
      const cancel = schedule(strategy, el, () => {
        scheduled.delete(el);
        void mountIsland(def, el);
      });
      track(el, () => {
        scheduled.delete(el);
        cancel();
      });
    },
    async activate(name) {
      const def = islands.find((i) => i.name === name);
      if (!def) return false;
      const mounted = await Promise.all(elementsIn(document, def.selector).map((el) => mountIsland(def, el)));
      return mounted.length > 0 && mounted.every(Boolean);
    },
  };
}
