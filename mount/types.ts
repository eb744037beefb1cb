import type { Cleanup, WidgetContext } from '../src/widget-types';
/** The types every widget receives live in src/ (src/ never imports mount/ internals). */
export type { Cleanup, WidgetContext } from '../src/widget-types';

/**
 * When a widget's code loads (the one loading model, one file each in mount/strategies/):
 * - `load`: at start, where its hook is on the page (the page needs it to show right);
 * - `idle`: when the browser is idle after load;
 * - `visible`: when its element comes near the viewport;
 * - `interaction`: on intent — pointer over, pointer down, touch or focus on a hook — or the
 *   first event the code handles; that event is held and replayed once the code runs;
 * - `manual`: only through ctx.activateIsland() (an island another widget opens).
 * A theme developer overrides it for one element with `data-load-on="<strategy>"`.
 */
export type Strategy = 'load' | 'idle' | 'visible' | 'interaction' | 'manual';

/** The code of a behaviour, loaded by its strategy. It has `start` or `handle`. */
export interface BehaviourCode {
  /** Installs its own delegated listeners; clicks held while it loaded are clicked again. */
  start?(ctx: WidgetContext): Cleanup | void;
  /** Or: gets every event of the declared types from then on, the ones held while it loaded first. */
  handle?(event: Event, ctx: WidgetContext): void;
  /** Undoes what is open (the script is being torn down). */
  stop?(): void;
}

/** A behaviour's code that loads on intent (or by strategy where a hook asks with data-load-on). */
export interface DeferredCode {
  /**
   * `interaction` (default); `load` also fetches it at start where a hook is on the page (its
   * hooks must show their state at once, and then the code must already listen).
   */
  strategy?: 'interaction' | 'load';
  /** The hooks: intent on one, or one of `events` on one, loads the code. */
  hooks: string;
  /** For `handle` code: the event types it gets (delegated on document). */
  events?: string[];
  /**
   * Controls whose plain click (or Enter / Space on a non-native one) must not do its default
   * while the code loads: held, then clicked again once the code runs — or, if it fails to
   * load, clicked again without us, to do what the markup does (follow the link, submit the form).
   */
  hold?: string;
  /** Holds a `hold` control only when this says so at the click (the page may need it or not). */
  holdWhen?(control: Element): boolean;
  load(): Promise<BehaviourCode>;
}

/** Code that runs once per matching element, loaded by strategy (overridable per element). */
export interface ElementCode<M = never> {
  selector: string;
  strategy: Exclude<Strategy, 'manual'>;
  /** Only the elements for which this holds (checked when the element is found). */
  filter?(el: Element): boolean;
  /** Only elements added after start (a notice an AJAX form brings), not those printed with the page. */
  addedLater?: boolean;
  load(): Promise<M>;
  run(module: M, el: Element, ctx: WidgetContext): Cleanup | void;
}

/**
 * A behaviour: elements that occur many times. `start` (tiny, in the start-up code) installs
 * delegated listeners on document once — only for what must happen in the click's own event
 * (a user gesture, a request that must leave at once); the rest is `code`, loaded on intent.
 * `enhance` touches each element matching `selector` (present at start or added later) — keep
 * it cheap; `elements` is code per element, loaded by strategy.
 */
export interface BehaviourDefinition {
  kind: 'behaviour';
  name: string;
  start?(ctx: WidgetContext): Cleanup | void;
  selector?: string;
  enhance?(el: Element, ctx: WidgetContext): Cleanup | void;
  /** A function when what it needs depends on the page at start (guests only, a gate present). */
  code?: DeferredCode | ((ctx: WidgetContext) => DeferredCode | undefined);
  // `any`: each definition's module type is checked where it is written (see elementCode()).
  // biome-ignore lint/suspicious/noExplicitAny: each definition's module type is checked where it is written (elementCode())
  elements?: ElementCode<any>;
}

/** Keeps the module type of an ElementCode checked against its `run`. */
export const elementCode = <M>(code: ElementCode<M>): ElementCode<M> => code;

/**
 * An island: rich, stateful UI that appears a few times per page at most, rendered by React,
 * mounted on its root by `strategy`. `intent` names hooks elsewhere on the page whose intent
 * fetches its code ahead of a manual mount (the cart button for the cart panel).
 */
export interface IslandDefinition {
  kind: 'island';
  name: string;
  selector: string;
  strategy: Strategy;
  intent?: string;
  load(): Promise<IslandModule>;
}

export interface IslandModule {
  mount(root: Element, ctx: WidgetContext): Cleanup;
}

export type WidgetDefinition = BehaviourDefinition | IslandDefinition;
