import type { BehaviourDefinition } from '../../mount/types';
import type { AnalyticsSession } from '../../src/analytics/start';
import { CONSENT_CHANGE_EVENT, hasStatisticsConsent, statisticsChange } from '../../src/analytics/consent';
import { log } from '../../src/lib/log';
import { pageGlobal } from '../../src/config/read-config';

/**
 * Shop analytics (SPEC §1, §4): the module loads ONLY with statistics consent — at start when
 * the WP Consent API says so, or later when a consent-change event allows it — never before.
 * A later 'deny' stops it and drops what was not sent. Pages without `wcAnalytics` stay quiet.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'analytics',
  start(ctx) {
    if (!pageGlobal('wcAnalytics')) return;
    let session: Promise<AnalyticsSession | null> | null = null;
    const load = () => {
      session ??= import('../../src/analytics/start')
        .then((m) => m.startAnalytics(ctx))
        .catch((error: unknown) => {
          log.error('analytics failed to load; nothing is sent.', error);
          return null;
        });
    };
    const stop = () => {
      const running = session;
      session = null;
      void running?.then((s) => s?.stop());
    };
    const onConsentChange = (event: Event) => {
      const change = statisticsChange(event);
      if (change === 'allow') load();
      if (change === 'deny') stop();
    };
    document.addEventListener(CONSENT_CHANGE_EVENT, onConsentChange);
    if (hasStatisticsConsent()) load();
    return () => {
      document.removeEventListener(CONSENT_CHANGE_EVENT, onConsentChange);
      stop();
    };
  },
};
