/**
 * Traffic-source rules, compatible with the `sbjs_*` cookies the shop already has (sourcebuster,
 * as WooCommerce's order attribution uses it; HOOKS.md "Order attribution"). Pure: the caller
 * gives the page URL, the referrer, the time and the cookies it has, and gets the cookie values
 * to write. Values are `key=value` pairs joined by `|||` (base64 off).
 */
import { NONE, hostOf, sourceValues, type TrafficData, type TrafficInput } from './traffic-visit';

// The values' format and the page view's counters are in traffic-visit.ts (start-up code, which
// asks this module only for the source: newSource()). Not re-exported: each name this chunk
// passed on would be one more export of the start-up code.

export type SourceType = 'utm' | 'organic' | 'referral' | 'typein';

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
  const data = sourceValues(type);
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

/** The `sbjs_current` data of the source this page view brings, or undefined when the current one stays. */
export function newSource(input: TrafficInput): TrafficData | undefined {
  const type = detectSource(input);
  return type ? sourceData(type, input) : undefined;
}
