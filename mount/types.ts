import type { Cleanup, WidgetContext } from '../src/widget-types';
import type { DataSpec } from '../src/dom/hooks';
/** The types every widget receives live in src/ (src/ never imports mount/ internals). */
export type { Cleanup, WidgetContext } from '../src/widget-types';

/**
 * When a widget's code loads (one file each in mount/strategies/):
 * - `load`: at start, on each hook on the page (the page needs it to show right);
 * - `idle`: when the browser is idle after load, for each hook;
 * - `visible`: when a hook comes near the viewport;
 * - `interaction`: on intent — pointer over, pointer down, touch or focus on a hook — or the
 *   first event the code handles; one delegated listener per event type, no walk of the page;
 * - `manual`: only through ctx.activateIsland(name) (a panel another widget opens).
 * A theme developer overrides it for one element with `data-load-on="<strategy>"`.
 */
export type Strategy = 'load' | 'idle' | 'visible' | 'interaction' | 'manual';

/** When and how a widget's code loads: its strategy, and what the page does while it loads. */
export interface LoadStrategy {
  on: Strategy;
  /** Event types the code's `handle` gets (delegated on document), the ones that came while it loaded first. */
  events?: string[];
  /**
   * Controls whose plain click (or Enter / Space on a non-native one) must not do its default
   * while the code loads: held, then clicked again once the code runs — or, if it fails to
   * load, clicked again without us, to do what the markup does (follow the link, submit the form).
   */
  hold?: string;
  /** Holds a `hold` control only when this says so at the click (the page may need it or not). */
  holdWhen?(control: Element): boolean;
  /** Hooks elsewhere on the page whose intent fetches the code ahead (the cart button, for the panel). */
  intent?: string;
  /** Only hooks added after start (a notice an AJAX form brings), not those printed with the page. */
  addedLater?: boolean;
}

/** What a widget's `load()` gives: every part optional, each called by the scanner. */
export interface WidgetCode {
  /** Runs once, when the code has loaded: installs its own delegated listeners. */
  start?(ctx: WidgetContext): Cleanup | void;
  /** Gets every event of the strategy's `events` from then on, the ones held while it loaded first. */
  handle?(event: Event, ctx: WidgetContext): void;
  /** Runs on each hook the strategy fired for (the element that came into view, the panel that opens). */
  connect?(el: Element, ctx: WidgetContext): Cleanup | void;
  /** Undoes what is open (the script is being torn down). */
  stop?(): void;
}

/**
 * THE way to declare a widget (`widgets/<name>/contract.ts` exports `widgets: [...]`). Every
 * part is optional; a contract uses what it needs:
 * - `hooks`: where it lives, a selector list (docs/hooks.md lists each); `filter` narrows it;
 * - `data`: the `data-*` values its hooks carry, declared by their defaults (src/dom/hooks.ts);
 * - `start(ctx)`: start-up code, run once at start — only what must be there for a click's own
 *   event (a user gesture, a request that must leave at once): ONE delegated listener per type;
 * - `enhance(el, ctx)`: start-up code run on each hook found (at start or added later), cheap;
 * - `strategy` + `load`: the widget's code, loaded when the strategy says (then `start`ed once,
 *   `connect`ed to its hooks). A function when it depends on the page at start (guests only);
 *   undefined: no code on this page.
 * Contracts are start-up code: keep them tiny; what acts lives in the widget's modules.
 */
export interface WidgetDefinition {
  name: string;
  hooks?: string;
  filter?(el: Element): boolean;
  data?: DataSpec;
  start?(ctx: WidgetContext): Cleanup | void;
  enhance?(el: Element, ctx: WidgetContext): Cleanup | void;
  strategy?: LoadStrategy | ((ctx: WidgetContext) => LoadStrategy | undefined);
  load?(ctx: WidgetContext): Promise<WidgetCode>;
}
