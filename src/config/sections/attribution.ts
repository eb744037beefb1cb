import { key } from '../keys';
import { text, numeric, configFlag } from '../checks';
import {
  ATTRIBUTION_BASE64,
  ATTRIBUTION_FIELD_PREFIX,
  ATTRIBUTION_LIFETIME_MONTHS,
  ATTRIBUTION_SESSION_MINUTES,
  ATTRIBUTION_TRACKING_ALLOWED_DEFAULT,
} from '../constants';

/** `wc_order_attribution.params` (HOOKS.md). */
export const attributionParams = {
  lifetime: key(numeric, ATTRIBUTION_LIFETIME_MONTHS),
  session: key(numeric, ATTRIBUTION_SESSION_MINUTES),
  base64: key(configFlag, ATTRIBUTION_BASE64),
  ajaxurl: key(text, '/wp-admin/admin-ajax.php'),
  prefix: key(text, ATTRIBUTION_FIELD_PREFIX),
  allowTracking: key(configFlag, ATTRIBUTION_TRACKING_ALLOWED_DEFAULT),
};
