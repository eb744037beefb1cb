import { failed, type LoadOnce } from './chunk-loader';
import type { Cleanup, WidgetCode, WidgetContext, WidgetDefinition } from './types';

/** A widget's code on this page: loaded once, started once, shared by its strategy's every trigger. */
export interface LoadedCode {
  /** Loads and starts the code (once); null when it failed to load (the next call tries again) or to start (for good). */
  fetch(): Promise<WidgetCode | null>;
  /** The started code, once it is there (loaded by whichever trigger came first). */
  started(): WidgetCode | undefined;
  /** Whether the code threw as it started: the widget is disabled, its markup keeps its own way. */
  disabled(): boolean;
  /** Undoes what its start did. */
  stop(): void;
}

export function createLoadedCode(def: WidgetDefinition, ctx: WidgetContext, loadOnce: LoadOnce): LoadedCode {
  // One function for the chunk loader, which keeps one download per function.
  const load = () => def.load!(ctx);
  let loading: Promise<WidgetCode | null> | undefined;
  let code: WidgetCode | undefined;
  let broken = false;
  let stopStarted: Cleanup | void;
  let stopped = false;

  return {
    fetch() {
      loading ??= loadOnce(def.name, load).then((module) => {
        if (broken || stopped) return null;
        if (!module) {
          loading = undefined;
          return null;
        }
        try {
          stopStarted = module.start?.(ctx);
          code = module;
        } catch (error) {
          // A widget whose code throws as it starts is disabled: the markup keeps its own way.
          broken = true;
          failed(def.name, 'start', error);
        }
        return code ?? null;
      });
      return loading;
    },
    started: () => code,
    disabled: () => broken,
    stop() {
      stopped = true;
      if (stopStarted) stopStarted();
      code?.stop?.();
    },
  };
}
