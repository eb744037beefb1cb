/**
 * All time goes through here and ./debounce.ts, ./throttle.ts (DESIGN §7): tests drive it with
 * vi.useFakeTimers(), which replaces these globals, so every delay in the product runs on the
 * spec's exact values.
 */
export const now = (): number => Date.now();
