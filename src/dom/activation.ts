/**
 * Whether an event "presses" `el`: a click, or Enter/Space on an element that is not a native
 * button or link (the theme prints spans with role="button"; native ones click by themselves).
 */
export function isActivation(event: Event, el: Element): boolean {
  if (event.type === 'click') return true;
  if (event.type !== 'keydown' || el.matches('a[href], button')) return false;
  const key = (event as KeyboardEvent).key;
  return key === 'Enter' || key === ' ';
}
