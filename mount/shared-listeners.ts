import { log } from '../src/lib/log';

/**
 * One real listener per (target, type, capture, passive) for all the delegated listeners of the
 * loading model: every deferred code and intent hook listens to the same few types on document
 * (pointerover, pointerdown, touchstart, focusin, click, keydown …), ~170 addEventListener calls
 * at start when each had its own — start-up time on every page. The handlers of one shared
 * listener run in the order they were added, as the browser runs listeners: one removed while an
 * event is dispatched is not called for it, one added meanwhile waits for the next event, and
 * stopImmediatePropagation() stops the handlers after it (live search's Esc must not reach the
 * search splash), and one that throws is logged without keeping the event from the others.
 */
export type SharedHandler = (event: Event) => void;

interface SharedOptions {
  capture?: boolean;
  passive?: boolean;
}

interface Shared {
  handlers: Set<SharedHandler>;
  listener: (event: Event) => void;
}

const shared = new WeakMap<EventTarget, Map<string, Shared>>();

function dispatch(handlers: Set<SharedHandler>, event: Event): void {
  let stopped = false;
  // The event's own stopImmediatePropagation still stops the listeners that are not ours.
  const stop = event.stopImmediatePropagation;
  event.stopImmediatePropagation = () => {
    stopped = true;
    stop.call(event);
  };
  try {
    for (const handler of [...handlers]) {
      if (stopped) break;
      if (!handlers.has(handler)) continue;
      try {
        handler(event);
      } catch (error) {
        // As with listeners of their own: one that throws does not keep the others from the event.
        log.error('a listener failed; the others still get the event.', error);
      }
    }
  } finally {
    delete (event as Partial<Event>).stopImmediatePropagation;
  }
}

/** Adds handler to the shared listener of its kind on target; returns its removal. */
export function listen(target: EventTarget, type: string, handler: SharedHandler, options: SharedOptions = {}): () => void {
  const capture = Boolean(options.capture);
  const passive = Boolean(options.passive);
  const key = `${type} ${capture} ${passive}`;
  let byKey = shared.get(target);
  if (!byKey) {
    byKey = new Map();
    shared.set(target, byKey);
  }
  let entry = byKey.get(key);
  if (!entry) {
    const handlers = new Set<SharedHandler>();
    const created: Shared = { handlers, listener: (event) => dispatch(handlers, event) };
    target.addEventListener(type, created.listener, { capture, passive });
    byKey.set(key, created);
    entry = created;
  }
  // The same handler twice is one listener, as with addEventListener.
  entry.handlers.add(handler);
  const { handlers, listener } = entry;
  return () => {
    if (!handlers.delete(handler) || handlers.size) return;
    // The last one gone: the real listener goes too (nothing of ours is left on the page).
    target.removeEventListener(type, listener, { capture });
    byKey.delete(key);
  };
}
