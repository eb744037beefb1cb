/**
 * What every page view writes to the `sbjs_*` cookies (sourcebuster's format, HOOKS.md "Order
 * attribution"), and the cheap test of whether this page view may bring a new traffic source.
 * Pure and small: it runs at start on every page. The source rules themselves (search engines,
 * utm values, referrals) are in traffic-source.ts, loaded only when mayBringSource() says so.
 */

export const NONE = '(none)';

/** The cookies, by the short name sourcebuster uses after `sbjs_`. */
export const TRAFFIC_COOKIES = ['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'migrations', 'promo'] as const;
export type TrafficCookie = (typeof TRAFFIC_COOKIES)[number];
export const cookieNameOf = (cookie: TrafficCookie) => `sbjs_${cookie}`;

/** sbjs_migrations: the marker sourcebuster writes so it does not migrate old cookies again. */
export const MIGRATIONS_VALUE = '1418474375998=1';

export type TrafficData = Record<string, string>;

export interface TrafficInput {
  /** The page URL (entrance point, query parameters). */
  url: string;
  /** document.referrer ('' when none). */
  referrer: string;
  now: Date;
  userAgent: string;
  /** The traffic cookies the visitor has now (decoded values). */
  cookies: Partial<Record<TrafficCookie, string>>;
}

/** The cookie values to write for this page view; absent keys keep their current value. */
export type TrafficUpdate = Partial<Record<TrafficCookie, string>>;

/** `typ=utm|||src=google` → { typ: 'utm', src: 'google' }. */
export function parseTrafficValue(value: string | undefined): TrafficData {
  const data: TrafficData = {};
  if (!value) return data;
  for (const pair of value.split('|||')) {
    const index = pair.indexOf('=');
    if (index > 0) data[pair.slice(0, index)] = pair.slice(index + 1);
  }
  return data;
}

/** The inverse; a value can never break the `|||` separator. */
export function formatTrafficValue(data: TrafficData): string {
  return Object.entries(data)
    .map(([key, value]) => `${key}=${value.replace(/\|{2,}/g, '|')}`)
    .join('|||');
}

/** The host without a leading `www.`, as sourcebuster compares hosts; '' for a bad URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return '';
  }
}

/** A source's `sbjs_current` data: its type, the given values, `(none)` for the rest. */
export function sourceValues(typ: string, values: TrafficData = {}): TrafficData {
  const data: TrafficData = { typ };
  for (const key of ['src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct']) data[key] = NONE;
  return Object.assign(data, values);
}

/**
 * The source of this page view where it is plain, or 'rules' where the source rules
 * (traffic-source.ts) must decide: a campaign parameter (utm_*, gclid, yclid) or a referrer
 * from another host — a superset of their own test (a subdomain of the shop asks too; the rules
 * then keep the current source). Plain: a first direct visit is `typein`; the next page of a
 * visit keeps the current source (undefined). So the common page view needs no rules.
 */
export function quickSource({ url, referrer, cookies }: TrafficInput): TrafficData | undefined | 'rules' {
  if ([...new URL(url).searchParams.keys()].some((key) => /^(utm_|[gy]clid$)/.test(key))) return 'rules';
  if (referrer && hostOf(referrer) !== hostOf(url)) return 'rules';
  return cookies.first || cookies.current ? undefined : sourceValues('typein', { src: '(direct)' });
}

/**
 * One page view: the cookies to write (absent or undefined: left as they are). A new source (its
 * `sbjs_current` data) replaces `current` and `current_add` (visit date, entrance point,
 * referrer); `first`/`first_add` are written once; the session counts pages; `udata` counts
 * visits (a visit starts when there is no session cookie).
 */
export function pageViewUpdate({ url, referrer, now, userAgent, cookies }: TrafficInput, source?: TrafficData): TrafficUpdate {
  const { first, first_add, udata, session } = cookies;
  const current = source ? formatTrafficValue(source) : cookies.current;
  const added = source && formatTrafficValue({ fd: formatVisitDate(now), ep: url, rf: referrer || NONE });
  /** A counter of a cookie, at least 1 (sourcebuster's reading of a missing or bad one). */
  const count = (value: string | undefined, key: string) => Math.max(Number.parseInt(parseTrafficValue(value)[key] ?? '', 10) || 0, 1);
  return {
    migrations: MIGRATIONS_VALUE,
    current,
    current_add: added,
    first_add: first_add ? undefined : added,
    first: first ? undefined : current,
    udata: formatTrafficValue({ vst: String(udata ? count(udata, 'vst') + (session ? 0 : 1) : 1), uip: NONE, uag: userAgent }),
    session: formatTrafficValue({ pgs: String(session ? count(session, 'pgs') + 1 : 1), cpg: url }),
  };
}

/** `yyyy-mm-dd hh:mm:ss` in UTC (WooCommerce runs sourcebuster with timezone offset 0). */
export function formatVisitDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
