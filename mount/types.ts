import type { ShopConfig } from '../src/config/read-config';
import type { HttpClient } from '../src/api/http';
import type { ShopStore } from '../src/store/types';

/** What every widget receives. */
export interface WidgetContext {
  store: ShopStore;
  config: ShopConfig;
  http: HttpClient;
  /**
   * Loads (if needed) and mounts an island on every root it has on the page now; false when it
   * has no root or its code failed to load or start (the caller falls back to the markup's way).
   */
  activateIsland(name: string): Promise<boolean>;
}

export type Cleanup = () => void;

/**
 * A behaviour: elements that occur many times. `start` installs delegated listeners on
 * document once (no per-element setup). Optional `enhance` is called for each element matching
 * `selector` present at start or added later — only for the few kinds of element that need
 * an initial touch (countdowns join the shared ticker, images get https); keep it cheap.
 */
export interface BehaviourDefinition {
  kind: 'behaviour';
  name: string;
  start(ctx: WidgetContext): Cleanup | void;
  selector?: string;
  enhance?(el: Element, ctx: WidgetContext): Cleanup | void;
}

/**
 * An island: rich, stateful UI that appears a few times per page at most, rendered by React,
 * loaded on demand. `strategy` says when: `load` at once, `idle` when the browser is idle,
 * `visible` when its root scrolls into view, `manual` only through ctx.activateIsland().
 * `prefetch` downloads its code at idle so a first click never waits for the network.
 */
export interface IslandDefinition {
  kind: 'island';
  name: string;
  selector: string;
  strategy: 'load' | 'idle' | 'visible' | 'manual';
  prefetch?: boolean;
  load(): Promise<IslandModule>;
}

export interface IslandModule {
  mount(root: Element, ctx: WidgetContext): Cleanup;
}

export type WidgetDefinition = BehaviourDefinition | IslandDefinition;
