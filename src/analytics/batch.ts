export interface AnalyticsEvent {
  event_name: string;
  properties: Record<string, unknown>;
}

/** A batch this large goes out at once instead of waiting for the page to hide. */
export const ANALYTICS_MAX_BATCH = 20;

/**
 * Events wait in memory and leave together when the page is hidden (tab switch, navigation,
 * close) through navigator.sendBeacon, which the browser delivers after the page is gone and
 * which never blocks the UI. Where a beacon is refused, a keepalive fetch carries the batch.
 */
export function createBatch(endpoint: string | null) {
  let queue: AnalyticsEvent[] = [];

  const flush = () => {
    if (!queue.length || !endpoint) return;
    const body = JSON.stringify({ events: queue });
    queue = [];
    let sent = false;
    try {
      sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
    } catch {
      sent = false;
    }
    if (!sent) {
      void fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } }).catch(
        () => {},
      );
    }
  };

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);

  return {
    add(event: AnalyticsEvent) {
      if (!endpoint) return;
      queue.push(event);
      if (queue.length >= ANALYTICS_MAX_BATCH) flush();
    },
    /** Consent withdrawn or teardown: nothing more is sent, not even what waits. */
    stop() {
      queue = [];
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    },
    /** What waits (tests). */
    pending: () => queue.length,
  };
}
