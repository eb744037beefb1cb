import type { Cleanup, WidgetContext } from '../../mount/types';
import { pageGlobal } from '../../src/config/read-config';
import { CONSENT_CHANGE_EVENT, hasStatisticsConsent, statisticsChange } from '../../src/analytics/consent';
import { loadChunk } from '../../src/lib/load-chunk';
import { log } from '../../src/lib/log';

/**
 * Start-up code, on pages where WooCommerce Analytics printed `wcAnalytics`: the consent gate
 * (src/analytics/gate.ts) is fetched only once statistics consent is there — at start, or when a
 * consent-change event allows it (./with-consent). A visitor who never consents downloads nothing
 * for analytics.
 */
export function waitForConsent(ctx: WidgetContext): Cleanup | undefined {
  if (!pageGlobal('wcAnalytics')) return;
  let gate: Promise<(() => void) | null> | undefined;
  let stopped = false;
  const open = () => {
    gate = loadChunk(() => import('./with-consent')).then(
      (m) => (stopped ? null : m.openGate(ctx)),
      (error: unknown) => {
        if (!stopped) log.error('analytics failed to load; nothing is sent.', error);
        return null;
      },
    );
  };
  // Heard until the teardown, once the gate is open too: only the first 'allow' opens it (the gate
  // then hears later changes itself).
  const onChange = (event: Event) => {
    if (!gate && statisticsChange(event) === 'allow') open();
  };
  if (hasStatisticsConsent()) open();
  document.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => {
    stopped = true;
    document.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    void gate?.then((stop) => stop?.());
  };
}
