import type { ShopConfig } from '../config/read-config';
import { pageGlobal } from '../config/read-config';
import { NONE } from '../lib/traffic-visit';
import { readTrafficPath } from '../lib/traffic-path';
import { loadChunk } from '../lib/load-chunk';
import { readTrafficCookies } from './traffic-cookies';
import { DEFAULT_FIELDS, fieldMapSchema, fillInputs, findFieldsContainer, setBlockCheckoutData, type AttributionData } from './checkout-fields';
import { attributionGlobal } from './global';
import { tracking } from './landing';
import { deleteTrafficCookies } from './forget-traffic';

/** The page's field map, or HOOKS.md's when it is missing or wrong (one console error). */
function readFields(): Record<string, string> {
  const raw = (pageGlobal('wc_order_attribution') as { fields?: unknown } | undefined)?.fields;
  if (raw === undefined) return DEFAULT_FIELDS;
  const parsed = fieldMapSchema.safeParse(raw);
  if (parsed.success && Object.keys(parsed.data).length) return parsed.data;
  // The console error's code loads only with a bad map (a checkout page must not fetch it for nothing).
  loadChunk(() => import('../config/report')).then(
    (m) => m.reportToConsole({ key: 'wc_order_attribution.fields', expected: 'a map of field → traffic-source path like "current.typ"', got: raw }),
    () => {},
  );
  return DEFAULT_FIELDS;
}

/**
 * The checkout's side of order attribution, loaded on intent on a checkout (its hidden inputs,
 * the classic form, the block checkout: widgets/order-attribution/contract.ts): fills the
 * hidden inputs and the block checkout's extension data once this page view is recorded
 * (./landing.ts), again after each
 * setOrderTracking(), and each time checkout markup is added (the scanner runs it again); makes
 * `wc_order_attribution.getAttributionData()` answer. Settles once the fields are filled (an
 * order held while this code loaded is placed then).
 */
export function fillCheckout(config: ShopConfig): Promise<unknown> {
  if (!config.present.wc_order_attribution) return Promise.resolve();
  if (tracking.refresh) {
    tracking.refresh();
    return tracking.settled;
  }
  const prefix = config.attribution.prefix;
  const fields = readFields();

  const getAttributionData = (): AttributionData => {
    const cookies = tracking.allowed ? readTrafficCookies() : {};
    return Object.fromEntries(Object.entries(fields).map(([field, path]) => [field, tracking.allowed ? (readTrafficPath(cookies, path) ?? NONE) : null]));
  };
  const refresh = () => {
    const data = getAttributionData();
    const target = findFieldsContainer(prefix);
    if (target) fillInputs(target.container, data, prefix, target.create);
    setBlockCheckoutData(getAttributionData);
  };
  tracking.refresh = refresh;
  tracking.forget = { deleteTrafficCookies };
  attributionGlobal().getAttributionData = getAttributionData;
  return tracking.settled.then(() => tracking.refresh === refresh && refresh());
}

// The clean-up for tracking off travels in this chunk: where the checkout is, a consent plugin's
// setOrderTracking(false) acts within its call; elsewhere ./landing.ts loads it from here.
export { deleteTrafficCookies };
