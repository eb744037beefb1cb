// The Core Web Vitals the bench reports, from the browser's own entries: what the page records
// (an init script, before any of the page's code) and how the figures are derived from it in
// Node, the way web-vitals defines them.

/**
 * Runs in every page before its own scripts: long tasks, layout shifts and Event Timing entries
 * (`event` at the lowest threshold the API allows, and `first-input`, which is reported whatever
 * its duration), kept on `window.__vitals`.
 */
export function recordVitals() {
  const vitals = { longTasks: [], shifts: [], events: [], mark: 0 };
  window.__vitals = vitals;
  const observe = (options, keep) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ ...options, buffered: true });
    } catch {
      // An entry type this browser lacks: its figure stays empty.
    }
  };
  observe({ type: 'longtask' }, (e) => vitals.longTasks.push({ start: e.startTime, duration: e.duration }));
  // What moved, for the reader of a CLS figure: each source's element, as a short selector.
  const describe = (node) =>
    node?.nodeType === 1 ? `${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}` : String(node?.nodeName ?? '');
  observe({ type: 'layout-shift' }, (e) =>
    vitals.shifts.push({
      start: e.startTime,
      value: e.value,
      hadRecentInput: e.hadRecentInput,
      sources: (e.sources ?? []).map((s) => describe(s.node)),
    }),
  );
  const keepEvent = (e) =>
    vitals.events.push({
      name: e.name,
      entryType: e.entryType,
      start: e.startTime,
      duration: e.duration,
      processingStart: e.processingStart,
      processingEnd: e.processingEnd,
      interactionId: e.interactionId ?? 0,
    });
  observe({ type: 'event', durationThreshold: 16 }, keepEvent);
  observe({ type: 'first-input' }, keepEvent);
}

/**
 * Cumulative Layout Shift as web-vitals defines it: shifts without recent input, grouped in
 * session windows (a window ends after a 1 s gap or when it spans 5 s); the largest window's sum.
 */
export function cls(shifts) {
  let largest = 0;
  let sum = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const shift of shifts.filter((s) => !s.hadRecentInput).sort((a, b) => a.start - b.start)) {
    if (shift.start - last > 1000 || shift.start - windowStart > 5000) {
      sum = 0;
      windowStart = shift.start;
    }
    sum += shift.value;
    last = shift.start;
    largest = Math.max(largest, sum);
  }
  return largest;
}

/**
 * The interactions that started at or after `since` (page clock), each as its longest event
 * (pointerdown, pointerup, click or keydown, keyup: one interaction id), input to next paint.
 */
export function interactions(events, since) {
  const longest = new Map();
  for (const e of events) {
    if (!e.interactionId || e.start < since) continue;
    longest.set(e.interactionId, Math.max(longest.get(e.interactionId) ?? 0, e.duration));
  }
  return [...longest.values()];
}

/**
 * INP of a page view with few interactions: its slowest one. Event Timing reports nothing under
 * 16 ms but the page's first input, so an interaction without an entry counts as 16 (at most).
 */
export const FLOOR_MS = 16;
export const inp = (durations) => (durations.length ? Math.max(FLOOR_MS, ...durations) : FLOOR_MS);

/** Total Blocking Time: each long task's time past 50 ms. */
export const tbt = (longTasks) => longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
