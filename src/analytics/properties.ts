import { field, readSection } from '../config/field';
import { numeric, textList } from '../config/checks';
import { phpBoolean } from '../api/php-values';
import { check, isRecord } from '../api/http';
import { STORE_CURRENCY, STORE_TIMEZONE } from '../config/constants';
import { signedIn } from '../dom/hooks';

/** `wcAnalytics` as WooCommerce Analytics prints it (the collector URL and the common properties). */
const url = check((value) => (typeof value === 'string' && /\S/.test(value) ? { value } : undefined));
const record = check((value) => (isRecord(value) ? { value } : undefined));
const list = check((value) => {
  const read = textList(value);
  return read && { value: read };
});

export const analyticsSettings = {
  trackEndpoint: field(url, '/wp-json/woocommerce-analytics/v1/track', 'the collector URL', true),
  commonProps: field(record, {} as Record<string, unknown>, 'an object of common properties'),
  breadcrumbs: field(list, [] as string[], 'an array of breadcrumb labels'),
  pages: field(record, {} as Record<string, unknown>, 'an object with isAccountPage and isCart'),
};

const flag = (value: unknown, fallback: boolean) => phpBoolean(value) ?? fallback;
const num = numeric;
const str = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/** The device class of the viewport, when the page did not say (theme breakpoints). */
export function deviceOf(width: number): 'mobile' | 'tablet' | 'desktop' {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

export type CommonProperties = {
  blog_id: number | undefined;
  store_id: string;
  url: string;
  woo_version: string;
  wp_version: string;
  store_admin: boolean;
  device: string;
  store_currency: string;
  timezone: string;
  is_guest: boolean;
  breadcrumbs: string[];
  isAccountPage: boolean;
  isCart: boolean;
};

/** The properties every event carries (SPEC §3 "Analytics common properties"). */
export function commonProperties(raw: unknown, pageIsCart: boolean): { endpoint: string; props: CommonProperties } {
  const settings = readSection('wcAnalytics', raw, analyticsSettings);
  const c = settings.commonProps;
  return {
    endpoint: settings.trackEndpoint,
    props: {
      blog_id: num(c.blog_id),
      store_id: str(c.store_id, ''),
      url: str(c.url, location.origin),
      woo_version: str(c.woo_version, ''),
      wp_version: str(c.wp_version, ''),
      store_admin: flag(c.store_admin, false),
      device: str(c.device, deviceOf(window.innerWidth)),
      store_currency: str(c.store_currency, STORE_CURRENCY),
      timezone: str(c.timezone, STORE_TIMEZONE),
      is_guest: flag(c.is_guest, !signedIn()),
      breadcrumbs: settings.breadcrumbs,
      isAccountPage: flag(settings.pages.isAccountPage, document.body.classList.contains('woocommerce-account')),
      isCart: flag(settings.pages.isCart, pageIsCart),
    },
  };
}

/**
 * Event detail key → the property name analytics sends: SPEC §3's field names (product_id,
 * cart_item_key, compareid, pageid, codeid / codetext), as the common properties are snake_case
 * too. Our events carry camelCase details (docs/events.md): added_to_cart {productId, fragments,
 * cartHash}, removed_from_cart {cartItemKey, fragments, cartHash}, compare_added {compareId,
 * pageId}. This is an allow-list: fragments (markup), the cart hash and anything a detail gains
 * later are never sent unless named here.
 */
const EVENT_FIELDS: Readonly<Record<string, string>> = {
  productId: 'product_id',
  cartItemKey: 'cart_item_key',
  compareId: 'compareid',
  pageId: 'pageid',
  codeid: 'codeid',
  codetext: 'codetext',
  source: 'source',
};

/** The properties of one event from a shop-widgets event's detail (plain values only). */
export function eventProperties(detail: Record<string, unknown>): Record<string, string | number | boolean> {
  const props: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(detail)) {
    const name = Object.hasOwn(EVENT_FIELDS, key) ? EVENT_FIELDS[key] : undefined;
    if (name && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) props[name] = value;
  }
  return props;
}
