/**
 * The WP Consent API (the `wp-consent-api` plugin, used by consent banners): a function
 * `wp_has_consent(category)` and a `wp_listen_for_consent_change` event on document whose
 * detail maps categories to 'allow' / 'deny'. Without the API there is no consent.
 */
export const CONSENT_CHANGE_EVENT = 'wp_listen_for_consent_change';
export const STATISTICS = 'statistics';

export function hasStatisticsConsent(win: Window = window): boolean {
  const check = (win as unknown as { wp_has_consent?: unknown }).wp_has_consent;
  if (typeof check !== 'function') return false;
  try {
    return check(STATISTICS) === true;
  } catch {
    return false;
  }
}

/** 'allow' / 'deny' for statistics in a consent-change event, or undefined when it is about other categories. */
export function statisticsChange(event: Event): 'allow' | 'deny' | undefined {
  const detail = (event as CustomEvent).detail as Record<string, unknown> | null | undefined;
  const value = detail && typeof detail === 'object' ? detail[STATISTICS] : undefined;
  return value === 'allow' || value === 'deny' ? value : undefined;
}
