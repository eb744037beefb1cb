import { createChunkLoader, failed } from './chunk-loader';
import { startDeferredCode } from './deferred-code';
import { createElementEnhancement } from './element-enhancement';
import { followPageMutations } from './page-mutations';
import { safely } from './safely';
import { type Job, scan } from './scan-walks';
import { elementsIn } from '../src/dom/hooks';
import { CARD_OF_LONG_LOOP } from './long-loops';
import { schedule, strategyFor } from './strategies';
import { onInteraction } from './strategies/interaction';
import type { Cleanup, LoadStrategy, WidgetContext, WidgetDefinition } from './types';
import { createLoadedCode, type LoadedCode } from './widget-code';

export interface Mounter {
  /** Enhances everything under root that is not enhanced yet (also called for added markup). */
  mount(root: ParentNode): void;
  /** Unmounts the islands and enhanced elements under root. */
  unmount(root: ParentNode): void;
  activateIsland(name: string): Promise<boolean>;
  /** Stops observing and unmounts everything (tests, or a page that tears the script down). */
  stop(): void;
}

/** The first scan of a page with a long product loop (./long-loops.ts): only such a page fetches it. */
const loopCards = () => import('./loop-cards');

/**
 * The scanner (DESIGN "mount/"), the only place that loads widget code: starts each widget
 * once, loads its code by strategy (mount/strategies/, `data-load-on` per element), follows
 * markup added or removed later through one MutationObserver. A widget whose hook is not a
 * valid selector, that throws, or whose code fails to load (after one retry,
 * src/lib/load-chunk.ts) is reported (console and `shop-widgets:error`) and left out alone;
 * the server markup and the other widgets are untouched. Its parts, one concern each:
 * chunk-loader.ts (one download per chunk), widget-code.ts (a widget's code, loaded and started
 * once), deferred-code.ts (its delegated listeners: hold, replay, fallback),
 * element-enhancement.ts (`enhance`, code connected to each hook, the clean-ups of every
 * element), scan-walks.ts (a scan: every hook found, then applied), loop-cards.ts (a page with
 * a long product loop: around it, its cards as they come near; its own chunk), page-mutations.ts.
 */
/** A widget that runs on this page: its code's strategy (resolved at start) and its code. */
interface Running {
  def: WidgetDefinition;
  strategy?: LoadStrategy;
  code?: LoadedCode;
}

/** Whether the browser takes text as a selector (a widget's hook that is not one would stop every scan). */
function isSelector(text: string): boolean {
  try {
    document.createDocumentFragment().querySelector(text);
    return true;
  } catch {
    return false;
  }
}

export function createMounter(base: Omit<WidgetContext, 'activateIsland'>, widgets: WidgetDefinition[], disabled: string[] = []): Mounter {
  const active = widgets.filter((w) => !disabled.includes(w.name));
  /** The widgets started, in their order; one that failed to start is not among them. */
  const running: Running[] = [];
  const stops: Cleanup[] = [];
  let stopped = false;
  const isStopped = () => stopped;

  const loadOnce = createChunkLoader(isStopped);
  /** Loads (if needed) and connects the named widget to every hook it has on the page now. */
  async function activateIsland(name: string): Promise<boolean> {
    const widget = running.find((w) => w.def.name === name && w.code);
    if (!widget) return false;
    const connected = await Promise.all(elementsIn(document, widget.def.hooks!).map((el) => elements.connect(widget.def, widget.code!, el)));
    return connected.length > 0 && connected.every(Boolean);
  }
  const ctx: WidgetContext = { ...base, activateIsland };
  const elements = createElementEnhancement(ctx, isStopped);

  let started = false;

  /** Elements that ask for their code earlier (or otherwise) than their widget would: data-load-on. */
  function loadEarly(el: Element): void {
    const own = strategyFor(el, 'interaction');
    const early = own !== 'interaction' && own !== 'manual';
    for (const { def, strategy, code } of running) {
      if (!strategy || !code) continue;
      const { on, intent } = strategy;
      // A hook of a widget scanned anyway has its data-load-on read there.
      if ((on === 'manual' || on === 'interaction') && def.hooks && el.matches(def.hooks)) {
        const chosen = strategyFor(el, on);
        if (chosen !== on && chosen !== 'manual') elements.schedule(def, code, el, chosen);
      }
      // A hook of a manual widget elsewhere (the cart button): its code is fetched early, connected when opened.
      else if (early && intent && el.matches(intent))
        elements.track(
          el,
          schedule(own, el, () => void code.fetch()),
        );
    }
  }

  /** What a scan looks for, in the order it is applied: each widget's enhance and code, then data-load-on. */
  function jobs(initial: boolean): Job[] {
    const list: Job[] = [];
    for (const { def, strategy, code } of running) {
      if (!def.hooks) continue;
      if (def.enhance) list.push([def.hooks, (el) => elements.enhance(def, el)]);
      if (!strategy || !code || strategy.on === 'interaction' || strategy.on === 'manual' || (initial && strategy.addedLater)) continue;
      const on = strategy.on;
      list.push([def.hooks, (el) => elements.schedule(def, code, el, strategyFor(el, on))]);
    }
    list.push(['[data-load-on]', loadEarly]);
    return list;
  }

  function mount(root: ParentNode): void {
    if (stopped) return;
    // Boot's first scan of the page comes before `started`; markup added after it is an addition.
    const list = jobs(!started);
    // A page with a long product loop is scanned around it, and the loop's cards as they come
    // near the viewport (./loop-cards.ts, its own chunk): its start does not grow with its listing.
    if (root === document && document.querySelector(CARD_OF_LONG_LOOP))
      void loadOnce('loop-cards', loopCards).then((code) => {
        if (!stopped) code ? stops.push(code.default(list)) : scan(document, list);
      });
    else scan(root, list);
  }

  function unmount(root: ParentNode): void {
    for (const el of elements.elements()) if ((root as Node).contains(el)) elements.cleanUp(el);
  }

  const stopFollowing = followPageMutations(mount, () => {
    for (const el of elements.elements()) if (!el.isConnected) elements.cleanUp(el);
  });

  /**
   * Starts one widget: its selectors checked (one that is not a selector leaves this widget
   * out, not the page's scan), its start-up code run, its code's listeners installed. One that
   * throws is reported and left out; the others go on.
   */
  function startWidget(def: WidgetDefinition): void {
    if (stopped) return;
    try {
      const strategy = typeof def.strategy === 'function' ? def.strategy(ctx) : def.strategy;
      const invalid = [def.hooks, strategy?.hold, strategy?.intent].find((selector) => selector !== undefined && !isSelector(selector));
      if (invalid !== undefined) return failed(def.name, 'selector', new SyntaxError(`'${invalid}' is not a valid selector`));
      const stop = def.start?.(ctx);
      if (stop) stops.push(stop);
      const code = strategy && def.load ? createLoadedCode(def, ctx, loadOnce) : undefined;
      running.push({ def, strategy, code });
      if (!strategy || !code) return;
      stops.push(code.stop);
      const hooks = def.hooks;
      if (hooks && (strategy.on === 'interaction' || strategy.events || strategy.hold)) {
        stops.push(startDeferredCode(hooks, strategy, code, ctx, (hook) => void elements.connect(def, code, hook)));
      }
      // Intent on a hook elsewhere fetches the code before it is needed (the panel's code
      // arrives while the add-to-cart request is on its way).
      if (strategy.intent) stops.push(onInteraction(strategy.intent, () => void code.fetch()));
    } catch (error) {
      failed(def.name, 'start', error);
    }
  }

  // Widgets start after the observer, so markup they change at start is scanned too.
  for (const def of active) startWidget(def);

  // The first scan (boot's mount(document)) runs synchronously after this; later ones are additions.
  queueMicrotask(() => (started = true));

  return {
    mount,
    unmount,
    activateIsland,
    stop() {
      stopped = true;
      stopFollowing();
      unmount(document);
      stops.splice(0).forEach((stop) => safely(stop));
    },
  };
}
