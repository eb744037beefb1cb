import { describe, expect, it } from 'vitest';
import { detectSource, newSource, organicSource, sourceData } from './traffic-source';
import { formatTrafficValue, formatVisitDate, pageViewUpdate, parseTrafficValue, type TrafficInput } from './traffic-visit';
import { readTrafficPath } from './traffic-path';

const SHOP = 'https://shop.example.nl';
const NOW = new Date('2026-03-14T09:26:53.000Z');
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chromium/140';

/** One page view as the landing capture writes it: the counters, with the source the rules find. */
const trackPageView = (view: TrafficInput) => pageViewUpdate(view, newSource(view));

function input(path: string, referrer = '', cookies: TrafficInput['cookies'] = {}): TrafficInput {
  return { url: path.startsWith('https://') ? path : `${SHOP}${path}`, referrer, now: NOW, userAgent: UA, cookies };
}

describe('source rules (a new visitor, crafted urls and referrers)', () => {
  const cases: [string, string, string, Record<string, string>][] = [
    // [page, referrer, expected typ, expected fields]
    ['/?utm_source=google&utm_medium=cpc&utm_campaign=lente', '', 'utm', { src: 'google', mdm: 'cpc', cmp: 'lente', cnt: '(none)', trm: '(none)' }],
    ['/?utm_source=nieuwsbrief', 'https://www.google.nl/', 'utm', { src: 'nieuwsbrief', mdm: '(none)', cmp: '(none)' }],
    ['/?utm_medium=email', '', 'utm', { src: '(none)', mdm: 'email' }],
    [
      '/?utm_id=42&utm_source_platform=meta&utm_creative_format=video&utm_marketing_tactic=remarketing',
      '',
      'utm',
      { id: '42', plt: 'meta', fmt: 'video', tct: 'remarketing', src: '(none)' },
    ],
    ['/?utm_content=banner&utm_term=accu+grasmaaier', '', 'utm', { cnt: 'banner', trm: 'accu grasmaaier' }],
    ['/?gclid=Cj0KCQ', '', 'utm', { src: 'google', mdm: 'cpc', cmp: 'google_cpc' }],
    ['/?gclid=Cj0KCQ&utm_campaign=zomer', '', 'utm', { src: 'google', mdm: 'cpc', cmp: 'zomer' }],
    ['/?yclid=123', '', 'utm', { src: 'yandex', mdm: 'cpc', cmp: 'yandex_cpc' }],
    ['/?yclid=123', 'https://yandex.ru/search/?text=gazonmaaier', 'utm', { src: 'yandex', trm: 'gazonmaaier' }],
    ['/product/x/', 'https://www.google.com/', 'organic', { src: 'google', mdm: 'organic', cmp: '(none)' }],
    ['/', 'https://google.nl/search?q=grasmaaier', 'organic', { src: 'google', mdm: 'organic' }],
    ['/', 'https://www.bing.com/search?q=grasmaaier', 'organic', { src: 'bing', mdm: 'organic' }],
    ['/', 'https://search.yahoo.com/search?p=maaier', 'organic', { src: 'yahoo', mdm: 'organic' }],
    ['/', 'https://yandex.ru/search/?text=maaier', 'organic', { src: 'yandex', mdm: 'organic' }],
    // A search engine without its query parameter is a referral.
    ['/', 'https://www.bing.com/', 'referral', { src: 'bing.com', mdm: 'referral', cnt: '/' }],
    ['/', 'https://yandex.ru/', 'referral', { src: 'yandex.ru', mdm: 'referral' }],
    ['/shop/', 'https://www.tuinforum.nl/topic/123?page=2', 'referral', { src: 'tuinforum.nl', mdm: 'referral', cnt: '/topic/123' }],
    ['/', 'https://t.co/abc', 'referral', { src: 'twitter.com', mdm: 'referral' }],
    ['/', '', 'typein', { src: '(direct)', mdm: '(none)', cmp: '(none)', cnt: '(none)', trm: '(none)' }],
    // Our own pages as referrer (also with www.) are not a referral.
    ['/cart/', `${SHOP}/shop/`, 'typein', { src: '(direct)' }],
    ['/cart/', 'https://www.shop.example.nl/shop/', 'typein', { src: '(direct)' }],
    // As sourcebuster (^(.*\.)?host$): a subdomain of the shop's host is the shop too, at any depth…
    ['/cart/', 'https://blog.shop.example.nl/artikel/', 'typein', { src: '(direct)' }],
    ['/cart/', 'https://WWW.Blog.Shop.Example.NL/', 'typein', { src: '(direct)' }],
    ['/cart/', 'https://a.b.shop.example.nl/', 'typein', { src: '(direct)' }],
    ['https://www.shop.example.nl/cart/', 'https://blog.shop.example.nl/', 'typein', { src: '(direct)' }],
    ['https://www.shop.example.nl/cart/', 'https://shop.example.nl/', 'typein', { src: '(direct)' }],
    // …but the parent domain, a look-alike or a host that only starts with the shop's is another site.
    ['/', 'https://example.nl/', 'referral', { src: 'example.nl', mdm: 'referral' }],
    ['https://winkel.example.nl/', 'https://example.nl/tips/', 'referral', { src: 'example.nl', cnt: '/tips/' }],
    ['/', 'https://myshop.example.nl/', 'referral', { src: 'myshop.example.nl' }],
    ['/', 'https://shop.example.nl.evil.com/', 'referral', { src: 'shop.example.nl.evil.com' }],
    // The shop's own search on a subdomain is internal, not organic.
    ['/', 'https://search.shop.example.nl/?q=maaier', 'typein', { src: '(direct)' }],
  ];

  it.each(cases)('%s from %s → %s', (page, referrer, typ, fields) => {
    const update = trackPageView(input(page, referrer));
    const current = parseTrafficValue(update.current);
    expect(current.typ).toBe(typ);
    expect(current).toMatchObject(fields);
  });
});

describe('source rules for a returning visitor', () => {
  const google = 'typ=organic|||src=google|||mdm=organic|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)';
  const session = 'pgs=3|||cpg=https://shop.example.nl/shop/';

  it.each([
    // [referrer, has session, expected]
    ['https://www.tuinforum.nl/', true, null],
    ['https://www.tuinforum.nl/', false, 'referral'],
    ['', false, null],
    ['https://www.google.de/', true, 'organic'],
  ] as const)('referrer %s with session %s → %s', (referrer, hasSession, expected) => {
    const cookies = { current: google, first: google, ...(hasSession ? { session } : {}) };
    expect(detectSource(input('/', referrer, cookies))).toBe(expected);
  });

  it('keeps the current source when nothing new arrives, and counts the pages of the session', () => {
    const update = trackPageView(input('/checkout/', `${SHOP}/cart/`, { current: google, first: google, session, udata: 'vst=2|||uip=(none)|||uag=x' }));
    expect(update.current).toBe(google);
    expect(update.current_add).toBeUndefined();
    expect(update.first).toBeUndefined();
    expect(update.session).toBe('pgs=4|||cpg=https://shop.example.nl/checkout/');
    expect(update.udata).toBe(`vst=2|||uip=(none)|||uag=${UA}`);
  });

  it('a new visit (no session cookie) counts one more visit and starts at page 1', () => {
    const update = trackPageView(input('/', '', { current: google, first: google, udata: 'vst=2|||uip=(none)|||uag=x' }));
    expect(parseTrafficValue(update.udata).vst).toBe('3');
    expect(parseTrafficValue(update.session).pgs).toBe('1');
  });

  it('a new utm source replaces current but never first', () => {
    const update = trackPageView(
      input('/?utm_source=nieuwsbrief&utm_medium=email', '', { current: google, first: google, first_add: 'fd=x|||ep=y|||rf=z', session }),
    );
    expect(parseTrafficValue(update.current)).toMatchObject({ typ: 'utm', src: 'nieuwsbrief', mdm: 'email' });
    expect(update.first).toBeUndefined();
    expect(update.first_add).toBeUndefined();
  });
});

describe('first visit', () => {
  it('writes current, first, the visit data, the session and the migration marker', () => {
    const update = trackPageView(input('/?utm_source=google', 'https://www.google.nl/'));
    expect(update.first).toBe(update.current);
    expect(update.current_add).toBe('fd=2026-03-14 09:26:53|||ep=https://shop.example.nl/?utm_source=google|||rf=https://www.google.nl/');
    expect(update.first_add).toBe(update.current_add);
    expect(update.session).toBe('pgs=1|||cpg=https://shop.example.nl/?utm_source=google');
    expect(update.udata).toBe(`vst=1|||uip=(none)|||uag=${UA}`);
    expect(update.migrations).toBe('1418474375998=1');
  });

  it('a missing referrer is (none)', () => {
    expect(parseTrafficValue(trackPageView(input('/')).current_add).rf).toBe('(none)');
  });
});

describe('values', () => {
  it('formats the visit date as yyyy-mm-dd hh:mm:ss (UTC)', () => {
    expect(formatVisitDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02 03:04:05');
  });

  it('round-trips values and never lets a value break the separator', () => {
    expect(parseTrafficValue('typ=utm|||src=google')).toEqual({ typ: 'utm', src: 'google' });
    expect(formatTrafficValue({ typ: 'utm', src: 'a|||b' })).toBe('typ=utm|||src=a|b');
    expect(parseTrafficValue(formatTrafficValue({ src: 'x=y' }))).toEqual({ src: 'x=y' });
  });

  it('reads field paths like current.typ and udata.vst', () => {
    const cookies = { current: 'typ=utm|||src=google', udata: 'vst=4|||uag=UA' };
    expect(readTrafficPath(cookies, 'current.typ')).toBe('utm');
    expect(readTrafficPath(cookies, 'udata.vst')).toBe('4');
    expect(readTrafficPath(cookies, 'session.pgs')).toBeUndefined();
  });

  it('knows Google by host, others by host and query parameter', () => {
    expect(organicSource('https://www.google.co.uk/')).toBe('google');
    expect(organicSource('https://duckduckgo.com/?q=x')).toBeNull();
    expect(organicSource('not a url')).toBeNull();
  });

  it('a utm source keeps the exact value, markup included (it is only ever set as an input value)', () => {
    expect(sourceData('utm', input('/?utm_source=%3Cimg%20src%3Dx%3E')).src).toBe('<img src=x>');
  });
});
