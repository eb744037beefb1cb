import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { loadPage, startWidgets, stopWidgets } from '../../test/helpers/page';
import { trafficCookieDomain } from '../../src/attribution/traffic-cookies';

/**
 * The sbjs_* cookies on a real shop host. WooCommerce's sourcebuster writes them with
 * `domain=.<host without www.>`; ours must be the same cookies, also when an older host-only set
 * is still there. jsdom's own cookie jar is asked for each cookie's domain.
 */
interface JarCookie {
  key: string;
  value: string;
  domain: string | null;
  hostOnly: boolean | null;
}
const dom = (
  globalThis as unknown as {
    jsdom: { reconfigure(options: { url: string }): void; cookieJar: { getCookiesSync(url: string): JarCookie[]; removeAllCookiesSync(): void } };
  }
).jsdom;
const HOME = location.href;
const SHOP = 'https://www.groene-maaier.nl';

const input = (field: string) => document.querySelector<HTMLInputElement>(`form[name=checkout] input[name="wc_order_attribution_${field}"]`)!;
const sbjs = (url = `${SHOP}/`) => dom.cookieJar.getCookiesSync(url).filter((c) => c.key.startsWith('sbjs_'));
/** What document.cookie lists for one name: more than one value means two cookies of that name. */
const listed = (name: string) =>
  document.cookie
    .split('; ')
    .filter((c) => c.startsWith(`${name}=`))
    .map((c) => decodeURIComponent(c.slice(name.length + 1)));

/** The browser arrives at `url` on the shop host `origin`, coming from `referrer`. */
async function visit(origin: string, url: string, referrer = '') {
  stopWidgets();
  dom.reconfigure({ url: `${origin}${url}` });
  await loadPage(url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  startWidgets();
  // The shopper reaches the checkout form: its fields' code loads and fills them.
  fireEvent.focusIn(document.querySelector('form[name=checkout] input')!);
  await vi.waitFor(() => expect(input('source_type').value).not.toBe(''));
}

/** sourcebuster's cookie (domain) or one an older shop-widgets wrote (host-only), as `document.cookie` gets it. */
const plant = (name: string, value: string, domain?: string) =>
  (document.cookie = `${name}=${encodeURIComponent(value)}; path=/${domain ? `; domain=${domain}` : ''}`);

const GOOGLE = 'typ=organic|||src=google|||mdm=organic|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)';
const TYPEIN = 'typ=typein|||src=(direct)|||mdm=(none)|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)';
/** What sourcebuster recorded: an organic visit, its third, two pages into the session. */
function sourcebusterSet() {
  plant('sbjs_current', GOOGLE, '.groene-maaier.nl');
  plant('sbjs_first', GOOGLE, '.groene-maaier.nl');
  plant('sbjs_current_add', `fd=2026-03-14 09:26:53|||ep=${SHOP}/|||rf=https://www.google.nl/`, '.groene-maaier.nl');
  plant('sbjs_session', `pgs=2|||cpg=${SHOP}/shop/`, '.groene-maaier.nl');
  plant('sbjs_udata', 'vst=3|||uip=(none)|||uag=x', '.groene-maaier.nl');
}
/** What an older shop-widgets left: host-only cookies with other values. */
function staleHostOnlySet() {
  plant('sbjs_current', TYPEIN);
  plant('sbjs_session', `pgs=7|||cpg=${SHOP}/cart/`);
  plant('sbjs_udata', 'vst=1|||uip=(none)|||uag=x');
}

afterEach(() => {
  stopWidgets();
  sessionStorage.clear();
  localStorage.clear();
  dom.cookieJar.removeAllCookiesSync();
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  dom.reconfigure({ url: HOME });
  delete (window as unknown as { wc_order_attribution?: unknown }).wc_order_attribution;
});

describe('sbjs cookies on a shop host, as sourcebuster writes them', () => {
  it('are written for the host without www., so the bare domain and its subdomains share them', async () => {
    await visit(SHOP, '/checkout/?utm_source=nieuwsbrief');
    const written = sbjs();
    expect(written.map((c) => c.key).sort()).toEqual([
      'sbjs_current',
      'sbjs_current_add',
      'sbjs_first',
      'sbjs_first_add',
      'sbjs_migrations',
      'sbjs_session',
      'sbjs_udata',
    ]);
    expect(written.every((c) => c.domain === 'groene-maaier.nl' && c.hostOnly === false)).toBe(true);
    expect(sbjs('https://groene-maaier.nl/').map((c) => c.key)).toContain('sbjs_current');
    expect(input('utm_source').value).toBe('nieuwsbrief');
  });

  it.each([
    ['sourcebuster wrote first', () => (sourcebusterSet(), staleHostOnlySet())],
    ['the old host-only set is older', () => (staleHostOnlySet(), sourcebusterSet())],
  ])("with a stale host-only set next to sourcebuster's (%s), sourcebuster's values count and one set remains", async (_, plantBoth) => {
    dom.reconfigure({ url: `${SHOP}/` });
    plantBoth();
    expect(listed('sbjs_current')).toHaveLength(2); // both are there before the visit
    await visit(SHOP, '/checkout/', `${SHOP}/cart/`);
    expect(input('source_type').value).toBe('organic');
    expect(input('utm_source').value).toBe('google');
    expect(input('session_pages').value).toBe('3');
    expect(input('session_count').value).toBe('3');
    for (const name of ['sbjs_current', 'sbjs_session', 'sbjs_udata']) expect(listed(name)).toHaveLength(1);
    expect(sbjs().every((c) => c.hostOnly === false)).toBe(true);
    // The next page reads what this one wrote.
    await visit(SHOP, '/checkout/', `${SHOP}/checkout/`);
    expect(input('session_pages').value).toBe('4');
    expect(listed('sbjs_session')).toHaveLength(1);
  });

  it('are host-only where a domain cookie cannot be set (an IP address, as the demo runs)', async () => {
    await visit('http://127.0.0.1:4173', '/checkout/?utm_source=demo');
    const written = sbjs('http://127.0.0.1:4173/');
    expect(written.length).toBeGreaterThan(0);
    expect(written.every((c) => c.hostOnly === true)).toBe(true);
    expect(input('utm_source').value).toBe('demo');
  });

  it.each([
    ['www.groene-maaier.nl', '.groene-maaier.nl'],
    ['groene-maaier.nl', '.groene-maaier.nl'],
    ['winkel.groene-maaier.nl', '.winkel.groene-maaier.nl'],
    ['shop.groene-maaier.localhost', '.shop.groene-maaier.localhost'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
    ['intranet', undefined],
  ])('the cookie domain on %s is %s', (host, domain) => {
    expect(trafficCookieDomain(host)).toBe(domain);
  });
});
