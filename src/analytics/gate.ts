import type { WidgetContext } from '../widget-types';
import { loadChunk } from '../lib/load-chunk';
import { log } from '../lib/log';
import { CONSENT_CHANGE_EVENT, hasStatisticsConsent, statisticsChange } from './consent';
import type { AnalyticsSession, CouponReveals } from './analytics';

/**
 * The consent gate: the analytics module loads ONLY with statistics consent — at once when the
 * WP Consent API says so, or later when a consent-change event allows it — never before. A later
 * 'deny' stops it and drops what was not sent. `loadCouponReveals` loads, with it, the reader of
 * the coupons widget's reveals. `allowedNow`: the consent-change event that brought this chunk
 * said 'allow' (the Consent API may not say so yet). Returns the teardown.
 */
export function watchConsent(
  ctx: Pick<WidgetContext, 'config'>,
  loadCouponReveals: () => Promise<CouponReveals>,
  allowedNow = hasStatisticsConsent(),
): () => void {
  let session: Promise<AnalyticsSession | null> | null = null;
  let torn = false;
  const load = () => {
    session ??= Promise.all([loadChunk(() => import('./analytics')), loadCouponReveals()])
      .then(([m, coupons]) => (torn ? null : m.startAnalytics(ctx, coupons)))
      .catch((error: unknown) => {
        if (!torn) log.error('analytics failed to load; nothing is sent.', error);
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
  if (allowedNow) load();
  return () => {
    torn = true;
    document.removeEventListener(CONSENT_CHANGE_EVENT, onConsentChange);
    stop();
  };
}
