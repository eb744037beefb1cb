import type { WidgetDefinition } from '../../mount/types';
import { waitForConsent } from './wait-for-consent';

/**
 * Shop analytics (SPEC §1, §4) on pages where WooCommerce Analytics printed `wcAnalytics`: the
 * consent gate (src/analytics/gate.ts) loads once statistics consent is there (./wait-for-consent),
 * the analytics module with it.
 */
export const widgets: WidgetDefinition[] = [{ name: 'analytics', start: waitForConsent }];
