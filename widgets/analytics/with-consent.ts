import type { WidgetContext } from '../../mount/types';
import { watchConsent } from '../../src/analytics/gate';
import { loadChunk } from '../../src/lib/load-chunk';

/**
 * Loaded once statistics consent is there (./wait-for-consent): the consent gate, given the
 * reader of the coupons widget's reveals (src/ only receives it) and told consent is there now
 * (the event that allowed it may come before the Consent API says so). Returns the teardown.
 */
export const openGate = (ctx: WidgetContext): (() => void) => watchConsent(ctx, () => loadChunk(() => import('../coupons/coupon-reveal')), true);
