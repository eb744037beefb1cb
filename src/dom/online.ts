/** `navigator.onLine` is only trusted when it says false (true may still mean no network). */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
