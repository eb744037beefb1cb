import { key } from '../keys';
import { text, numeric, configFlag } from '../checks';
import { ATTRIBUTION_FIELD_PREFIX, ATTRIBUTION_LIFETIME_MONTHS, ATTRIBUTION_SESSION_MINUTES, ATTRIBUTION_TRACKING_ALLOWED_DEFAULT } from '../constants';

/**
 * `wc_order_attribution.params` (HOOKS.md): the keys we use. `base64` and `ajaxurl` are
 * sourcebuster's and WooCommerce's own (our cookies are always plain, as with base64 off).
 */
export const attributionParams = {
  lifetime: key(numeric, ATTRIBUTION_LIFETIME_MONTHS),
  session: key(numeric, ATTRIBUTION_SESSION_MINUTES),
  prefix: key(text, ATTRIBUTION_FIELD_PREFIX),
  allowTracking: key(configFlag, ATTRIBUTION_TRACKING_ALLOWED_DEFAULT),
};
