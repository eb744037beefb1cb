import { log } from './log';
import { whenIdle } from '../../mount/strategies/idle';
import type { Cleanup, WidgetContext } from '../../mount/types';

/** The code of a behaviour that is loaded on its first interaction. */
export interface LazyBehaviour {
  /** Gets every event of the listened types once loaded (it decides what concerns it). */
  handle(event: Event, ctx: WidgetContext): void;
  /** Undoes what is open (the script is being torn down). */
  stop?(): void;
}

/**
 * One delegated listener per event type on document, for a behaviour whose code stays out of
 * the entry chunk: the first event whose target is inside `wakes` loads the code, and from then
 * on the code sees every event of those types (a click outside must close what it opened).
 * Events that arrive while the code loads are replayed in order. `prevent` names the links
 * whose click must be stopped at once — after the download it would be too late.
 */
export function lazyListen(
  ctx: WidgetContext,
  types: string[],
  wakes: string,
  load: () => Promise<LazyBehaviour>,
  prevent?: string,
  preload = false,
): Cleanup {
  let code: LazyBehaviour | undefined;
  let queue: Event[] | undefined;
  let stopped = false;
  const fetchCode = (first?: Event) => {
    queue = first ? [first] : [];
    load().then(
      (loaded) => {
        if (stopped) return; // torn down while the code was arriving: it handles nothing
        code = loaded;
        queue!.forEach((e) => loaded.handle(e, ctx));
        queue = undefined;
      },
      (error: unknown) => {
        // The server markup keeps working; the next event tries the download again.
        queue = undefined;
        if (!stopped) log.error('a store-wide behaviour failed to load.', error);
      },
    );
  };
  const listener = (event: Event) => {
    if (code) return code.handle(event, ctx);
    if (queue) return void queue.push(event);
    const target = event.target as Element | null;
    if (!target?.closest?.(wakes)) return;
    if (prevent && event.type === 'click' && target.closest(prevent)) event.preventDefault();
    fetchCode(event);
  };
  for (const type of types) document.addEventListener(type, listener);
  // Where the first interaction must be answered in its own event (a tap that must not follow
  // a link), the code is fetched at idle on pages that have the hook.
  const cancelIdle = preload ? whenIdle(() => !code && !queue && document.querySelector(wakes) && fetchCode()) : undefined;
  return () => {
    stopped = true;
    cancelIdle?.();
    types.forEach((type) => document.removeEventListener(type, listener));
    code?.stop?.();
  };
}
