import { field } from '../field';
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
  lifetime: field(numeric, ATTRIBUTION_LIFETIME_MONTHS, 'a number of months'),
  session: field(numeric, ATTRIBUTION_SESSION_MINUTES, 'a number of minutes'),
  base64: field(configFlag, ATTRIBUTION_BASE64, 'a boolean'),
  ajaxurl: field(text, '/wp-admin/admin-ajax.php', 'a URL string'),
  prefix: field(text, ATTRIBUTION_FIELD_PREFIX, 'a string'),
  allowTracking: field(configFlag, ATTRIBUTION_TRACKING_ALLOWED_DEFAULT, 'a boolean'),
};
