/**
 * Traffic-source rules, compatible with the `sbjs_*` cookies the shop already has (sourcebuster,
 * as WooCommerce's order attribution uses it; HOOKS.md "Order attribution"). Pure: the caller
 * gives the page URL, the referrer, the time and the cookies it has, and gets the cookie values
 * to write. Values are `key=value` pairs joined by `|||` (base64 off).
 */

export const NONE = '(none)';

/** The cookies, by the short name sourcebuster uses after `sbjs_`. */
export const TRAFFIC_COOKIES = ['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'migrations', 'promo'] as const;
export type TrafficCookie = (typeof TRAFFIC_COOKIES)[number];
export const cookieNameOf = (cookie: TrafficCookie) => `sbjs_${cookie}`;

export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

/** sbjs_migrations: the marker sourcebuster writes so it does not migrate old cookies again. */
export const MIGRATIONS_VALUE = '1418474375998=1';

const UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'gclid',
  'yclid',
] as const;

/** Search engines recognised by host and query parameter (besides Google and Yandex). */
const ORGANICS: { host: string; param: string; display: string }[] = [
  { host: 'bing.com', param: 'q', display: 'bing' },
  { host: 'search.yahoo.com', param: 'p', display: 'yahoo' },
  { host: 'yahoo.com', param: 'p', display: 'yahoo' },
  { host: 'about.com', param: 'q', display: 'about' },
  { host: 'aol.com', param: 'q', display: 'aol' },
  { host: 'ask.com', param: 'q', display: 'ask' },
  { host: 'globososo.com', param: 'q', display: 'globo' },
  { host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
  { host: 'rambler.ru', param: 'query', display: 'rambler' },
  { host: 'tut.by', param: 'query', display: 'tut.by' },
];

/** Referrers shown under another name. */
const REFERRALS: { host: string; display: string }[] = [
  { host: 't.co', display: 'twitter.com' },
  { host: 'plus.url.google.com', display: 'plus.google.com' },
];

export type TrafficData = Record<string, string>;

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

const endsWithHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The search engine of an organic referrer, or null. */
export function organicSource(referrer: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (/^(?:.*\.)?yandex\..{2,9}$/.test(host) && url.searchParams.has('text')) return 'yandex';
  if (/^(?:www\.)?google\..{2,9}$/.test(host)) return 'google';
  if (!url.search) return null;
  const engine = ORGANICS.find((o) => endsWithHost(host, o.host) && url.searchParams.has(o.param));
  return engine ? engine.display : null;
}

/** `yyyy-mm-dd hh:mm:ss` in UTC (WooCommerce runs sourcebuster with timezone offset 0). */
export function formatVisitDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

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

/**
 * Whether a referrer comes from outside the shop. As sourcebuster: the shop's host without
 * `www.` and every subdomain of it (`^(.*\.)?host$`) are the shop itself, so a visitor coming
 * from the blog on blog.shop.nl is no referral; the parent domain (shop.nl for a shop on
 * winkel.shop.nl) is another site.
 */
export function isExternalReferrer(referrer: string, pageUrl: string): boolean {
  const from = hostOf(referrer);
  return from !== '' && !endsWithHost(from, hostOf(pageUrl));
}

/** Which source this page view brings, or null when the current one stays. */
export function detectSource(input: TrafficInput): SourceType | null {
  const params = new URL(input.url).searchParams;
  if (UTM_PARAMS.some((p) => params.has(p))) return 'utm';
  const external = isExternalReferrer(input.referrer, input.url);
  if (external && organicSource(input.referrer)) return 'organic';
  // A referral does not interrupt a running session (a payment page returning, a link in a tab).
  if (external && !input.cookies.session) return 'referral';
  if (!input.cookies.first && !input.cookies.current) return 'typein';
  return null;
}

/** The `sbjs_current` data of a source. */
export function sourceData(type: SourceType, input: TrafficInput): TrafficData {
  const params = new URL(input.url).searchParams;
  const param = (name: string) => {
    const value = params.get(name);
    return value === null || value === '' ? undefined : value;
  };
  const gclid = params.has('gclid');
  const yclid = params.has('yclid');
  const data: TrafficData = { typ: type, src: NONE, mdm: NONE, cmp: NONE, cnt: NONE, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE };
  switch (type) {
    case 'utm':
      data.src = param('utm_source') ?? (gclid ? 'google' : yclid ? 'yandex' : NONE);
      data.mdm = param('utm_medium') ?? (gclid || yclid ? 'cpc' : NONE);
      data.cmp = param('utm_campaign') ?? (gclid ? 'google_cpc' : yclid ? 'yandex_cpc' : NONE);
      data.cnt = param('utm_content') ?? NONE;
      data.trm = param('utm_term') ?? yandexQuery(input.referrer) ?? NONE;
      data.id = param('utm_id') ?? NONE;
      data.plt = param('utm_source_platform') ?? NONE;
      data.fmt = param('utm_creative_format') ?? NONE;
      data.tct = param('utm_marketing_tactic') ?? NONE;
      break;
    case 'organic':
      data.src = organicSource(input.referrer) ?? hostOf(input.referrer);
      data.mdm = 'organic';
      break;
    case 'referral': {
      const host = hostOf(input.referrer);
      data.src = REFERRALS.find((r) => endsWithHost(host, r.host))?.display ?? host;
      data.mdm = 'referral';
      data.cnt = new URL(input.referrer).pathname;
      break;
    }
    case 'typein':
      data.src = '(direct)';
      data.mdm = NONE;
      break;
  }
  return data;
}

function yandexQuery(referrer: string): string | undefined {
  try {
    const url = new URL(referrer);
    return /^(?:.*\.)?yandex\..{2,9}$/.test(url.hostname) ? (url.searchParams.get('text') ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One page view: the cookies to write. A new source replaces `current` and `current_add`
 * (visit date, entrance point, referrer); `first`/`first_add` are written once; the session
 * counts pages; `udata` counts visits (a visit starts when there is no session cookie).
 */
export function trackPageView(input: TrafficInput): TrafficUpdate {
  const update: TrafficUpdate = { migrations: MIGRATIONS_VALUE };
  const type = detectSource(input);
  if (type) {
    update.current = formatTrafficValue(sourceData(type, input));
    update.current_add = formatTrafficValue({ fd: formatVisitDate(input.now), ep: input.url, rf: input.referrer || NONE });
    if (!input.cookies.first_add) update.first_add = update.current_add;
  } else {
    update.current = input.cookies.current;
  }
  if (!input.cookies.first) update.first = update.current;

  const visits = Number.parseInt(parseTrafficValue(input.cookies.udata).vst ?? '', 10) || 0;
  const visit = input.cookies.udata ? (input.cookies.session ? Math.max(visits, 1) : Math.max(visits, 1) + 1) : 1;
  update.udata = formatTrafficValue({ vst: String(visit), uip: NONE, uag: input.userAgent });

  const pages = Number.parseInt(parseTrafficValue(input.cookies.session).pgs ?? '', 10) || 0;
  update.session = formatTrafficValue({ pgs: String(input.cookies.session ? Math.max(pages, 1) + 1 : 1), cpg: input.url });
  return update;
}

/** Reads a `current.typ`-style path from the parsed cookies. */
export function readTrafficPath(cookies: Partial<Record<TrafficCookie, string>>, path: string): string | undefined {
  const [cookie, key] = path.split('.') as [TrafficCookie, string | undefined];
  if (!key) return undefined;
  return parseTrafficValue(cookies[cookie])[key];
}
