/**
 * What tells us the shopper is about to use a hook: the pointer reaching it, a finger or a
 * button going down on it, the keyboard focusing it. Each comes before the click it announces.
 */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * `interaction`: runs `run(event)` once, on the first intent event whose target is inside
 * `scope` — an element, or every element matching a selector (one delegated listener per type
 * on document). Returns the cancel; the listeners are gone after the run.
 */
export function onInteraction(scope: Element | string, run: (event: Event) => void): () => void {
  const target: EventTarget = typeof scope === 'string' ? document : scope;
  const listener = (event: Event) => {
    if (typeof scope === 'string' && !(event.target as Element | null)?.closest?.(scope)) return;
    cancel();
    run(event);
  };
  const cancel = () => INTENT_EVENTS.forEach((type) => target.removeEventListener(type, listener, true));
  // Capture: the intent is seen before any handler can stop it; passive: a touch never waits.
  INTENT_EVENTS.forEach((type) => target.addEventListener(type, listener, { capture: true, passive: true }));
  return cancel;
}
