import type { ShopConfig } from '../config/read-config';
import { pageGlobal } from '../config/read-config';
import { NONE, readTrafficPath, trackPageView } from '../lib/traffic-source';
import { reportToConsole } from '../config/field';
import { deleteTrafficCookies, readTrafficCookies, writeTrafficCookies } from './traffic-cookies';
import { DEFAULT_FIELDS, fieldMapSchema, fillInputs, findFieldsContainer, setBlockCheckoutData, type AttributionData } from './checkout-fields';
import { attributionGlobal, type AttributionGlobal } from './global';

export interface AttributionApi {
  getAttributionData(): AttributionData;
  setOrderTracking(allow: boolean): void;
  /** Fills the checkout fields again (markup added later, a block checkout that appeared). */
  refresh(): void;
}

/** The page's field map, or HOOKS.md's when it is missing or wrong (one console error). */
function readFields(): Record<string, string> {
  const raw = (pageGlobal('wc_order_attribution') as { fields?: unknown } | undefined)?.fields;
  if (raw === undefined) return DEFAULT_FIELDS;
  const parsed = fieldMapSchema.safeParse(raw);
  if (parsed.success && Object.keys(parsed.data).length) return parsed.data;
  reportToConsole({ key: 'wc_order_attribution.fields', expected: 'a map of field → traffic-source path like "current.typ"', got: raw });
  return DEFAULT_FIELDS;
}

/**
 * Order attribution on this page view: records the traffic source (when tracking is allowed),
 * fills the checkout's hidden inputs and the block checkout's extension data, and keeps
 * `wc_order_attribution.getAttributionData()` / `setOrderTracking(allow)` working.
 */
export function startAttribution(config: ShopConfig, requestedTracking?: boolean): AttributionApi {
  const params = config.attribution;
  const fields = readFields();
  const global: AttributionGlobal = attributionGlobal();
  let allowed = requestedTracking ?? params.allowTracking;

  const track = () => {
    const update = trackPageView({
      url: location.href,
      referrer: document.referrer,
      now: new Date(),
      userAgent: navigator.userAgent,
      cookies: readTrafficCookies(),
    });
    writeTrafficCookies(update, { lifetimeMonths: params.lifetime, sessionMinutes: params.session });
  };

  const getAttributionData = (): AttributionData => {
    const cookies = allowed ? readTrafficCookies() : {};
    return Object.fromEntries(Object.entries(fields).map(([field, path]) => [field, allowed ? (readTrafficPath(cookies, path) ?? NONE) : null]));
  };

  const refresh = () => {
    const data = getAttributionData();
    const target = findFieldsContainer(params.prefix);
    if (target) fillInputs(target.container, data, params.prefix, target.create);
    setBlockCheckoutData(data);
  };

  const setOrderTracking = (allow: boolean) => {
    allowed = Boolean(allow);
    if (global.params && typeof global.params === 'object') global.params.allowTracking = allowed;
    if (allowed) track();
    else deleteTrafficCookies();
    refresh();
  };

  if (allowed) track();
  else deleteTrafficCookies();
  refresh();

  global.getAttributionData = getAttributionData;
  global.setOrderTracking = setOrderTracking;
  return { getAttributionData, setOrderTracking, refresh };
}
