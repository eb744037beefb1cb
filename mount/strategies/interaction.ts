/**
 * What tells us the shopper is about to use a hook: the pointer reaching it, a finger or a
 * button going down on it, the keyboard focusing it. Each comes before the click it announces.
 */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const isIntent = (type: string) => (INTENT_EVENTS as readonly string[]).includes(type);

/**
 * `interaction`: runs `run(event)` once, on the first intent event (or one of `events`) whose
 * target is inside `scope` — an element, or every element matching a selector (one delegated
 * listener per type on document). Returns the cancel; the listeners are gone after the run.
 */
export function onInteraction(scope: Element | string, run: (event: Event) => void, events: readonly string[] = []): () => void {
  const types = [...new Set([...INTENT_EVENTS, ...events])];
  const target: EventTarget = typeof scope === 'string' ? document : scope;
  const listener = (event: Event) => {
    const el = event.target as Element | null;
    if (typeof scope === 'string' && !el?.closest?.(scope)) return;
    cancel();
    run(event);
  };
  const cancel = () => types.forEach((type) => target.removeEventListener(type, listener, true));
  // Capture: the intent is seen before any handler can stop it; passive: a touch never waits.
  types.forEach((type) => target.addEventListener(type, listener, { capture: true, passive: isIntent(type) }));
  return cancel;
}
