import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { loadHtml, loadPage, settle, startWidgets, stopWidgets } from '../../test/helpers/page';
import { cookieDomains } from '../../src/attribution/forget-traffic';
import { CHECKOUT_HOOKS } from './contract';

const input = (field: string, root: ParentNode = document) => root.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`)!;
const attribution = () =>
  (window as unknown as { wc_order_attribution: { getAttributionData(): Record<string, string | null> | null; setOrderTracking(allow: boolean): void } })
    .wc_order_attribution;
const sbjsCookies = () =>
  document.cookie
    .split('; ')
    .filter((c) => c.startsWith('sbjs_'))
    .map((c) => c.split('=')[0]);

/** Loads a page as if the browser arrived at `url` (path + query) from `referrer`. */
async function visit(url: string, referrer = '') {
  stopWidgets(); // the previous page is gone, as in a browser
  await loadPage(url);
  history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  return startWidgets();
}
const pagesCounted = () => decodeURIComponent(document.cookie.match(/sbjs_session=([^;]*)/)?.[1] ?? '').match(/pgs=(\d+)/)?.[1];
/** The shopper reaches the checkout (focuses its first field): the fields' code loads. */
const reachCheckout = () => fireEvent.focusIn(document.querySelector(`${CHECKOUT_HOOKS}`)!.querySelector('input') ?? document.querySelector(CHECKOUT_HOOKS)!);
const filled = () => {
  reachCheckout();
  return vi.waitFor(() => expect(input('source_type').value).not.toBe(''));
};

afterEach(() => {
  history.replaceState(null, '', '/');
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  delete (window as unknown as { wp?: unknown }).wp;
  delete (window as unknown as { wc_order_attribution?: unknown }).wc_order_attribution;
});

describe('order attribution: checkout fields', () => {
  it('fills nothing while the shopper only looks at the checkout: the fields need no code until the order is placed', async () => {
    await visit('/checkout/?utm_source=nieuwsbrief');
    await settle();
    expect(input('source_type').value).toBe('');
    expect(attribution().getAttributionData()).toBeNull();
    await filled();
    expect(input('utm_source').value).toBe('nieuwsbrief');
  });

  it('a click on "place order" before the code has come is held: the order leaves once, with the fields filled', async () => {
    await visit('/checkout/?utm_source=nieuwsbrief&utm_medium=email');
    const form = document.querySelector<HTMLFormElement>('form[name=checkout]')!;
    const sent: [string, string][] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault(); // WooCommerce's checkout script sends the form itself
      sent.push([input('source_type').value, input('utm_source').value]);
    });
    // Filled in by the browser's autofill, then a cold click: no pointer or focus before it.
    form.querySelectorAll<HTMLInputElement>('input[required]').forEach((field) => (field.value = field.type === 'email' ? 'an@example.nl' : '0612345678'));
    document.getElementById('place_order')!.click();
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(sent).toEqual([['utm', 'nieuwsbrief']]));
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('fills every hidden field of a visitor who arrived with utm parameters', async () => {
    await visit('/checkout/?utm_source=nieuwsbrief&utm_medium=email&utm_campaign=voorjaar&utm_content=knop&utm_term=accu&utm_id=7');
    await filled();
    expect(input('source_type').value).toBe('utm');
    expect(input('utm_source').value).toBe('nieuwsbrief');
    expect(input('utm_medium').value).toBe('email');
    expect(input('utm_campaign').value).toBe('voorjaar');
    expect(input('utm_content').value).toBe('knop');
    expect(input('utm_term').value).toBe('accu');
    expect(input('utm_id').value).toBe('7');
    expect(input('utm_source_platform').value).toBe('(none)');
    expect(input('utm_creative_format').value).toBe('(none)');
    expect(input('utm_marketing_tactic').value).toBe('(none)');
    expect(input('referrer').value).toBe('(none)');
    expect(input('session_entry').value).toBe(location.href);
    expect(input('session_start_time').value).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(input('session_pages').value).toBe('1');
    expect(input('session_count').value).toBe('1');
    expect(input('user_agent').value).toBe(navigator.userAgent);
  });

  it('writes the sbjs cookies in the shop format (typ=…|||src=…), base64 off', async () => {
    await visit('/checkout/?gclid=abc');
    await filled();
    expect(decodeURIComponent(document.cookie.match(/sbjs_current=([^;]*)/)![1]!)).toBe(
      'typ=utm|||src=google|||mdm=cpc|||cmp=google_cpc|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)',
    );
    expect(sbjsCookies().sort()).toEqual(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_session', 'sbjs_udata']);
  });

  it('keeps the source over three pages and counts them', async () => {
    await visit('/shop/?utm_source=google&utm_medium=cpc', 'https://www.google.nl/');
    await vi.waitFor(() => expect(pagesCounted()).toBe('1'));
    await visit('/product/accu-grasmaaier-greenline-36v/', `${location.origin}/shop/`);
    await vi.waitFor(() => expect(pagesCounted()).toBe('2'));
    await visit('/checkout/', `${location.origin}/product/accu-grasmaaier-greenline-36v/`);
    await filled();
    expect(input('source_type').value).toBe('utm');
    expect(input('utm_source').value).toBe('google');
    expect(input('referrer').value).toBe('https://www.google.nl/');
    expect(input('session_entry').value).toBe(`${location.origin}/shop/?utm_source=google&utm_medium=cpc`);
    expect(input('session_pages').value).toBe('3');
  });

  it("a page where sourcebuster already counted the view (a theme left WooCommerce's script on) is counted once", async () => {
    await visit('/shop/?utm_source=google&utm_medium=cpc', 'https://www.google.nl/');
    await vi.waitFor(() => expect(pagesCounted()).toBe('1'));
    // WooCommerce's script runs before our module: sbjs.init() counts the page and sets sbjs.get.
    const session = decodeURIComponent(document.cookie.match(/sbjs_session=([^;]*)/)![1]!);
    document.cookie = `sbjs_session=${encodeURIComponent(session.replace('pgs=1', 'pgs=2'))}; path=/`;
    (window as unknown as { sbjs: unknown }).sbjs = { get: { session: { pgs: '2' } } };
    try {
      await visit('/checkout/', `${location.origin}/shop/`);
      await filled();
      expect(input('session_pages').value).toBe('2');
      expect(input('utm_source').value).toBe('google');
      expect(pagesCounted()).toBe('2');
    } finally {
      delete (window as unknown as { sbjs?: unknown }).sbjs;
    }
  });

  it('the next page of a visit writes only the cookies it changes: the session (browser-session cookies by default)', async () => {
    await visit('/shop/?utm_source=google', 'https://www.google.nl/');
    await vi.waitFor(() => expect(pagesCounted()).toBe('1'));
    const cookieSetter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    const spy = vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value.split('=')[0]!);
      cookieSetter.set!.call(this, value);
    });
    try {
      await visit('/cart/', `${location.origin}/shop/`);
      await vi.waitFor(() => expect(pagesCounted()).toBe('2'));
      expect(written.filter((name) => name.startsWith('sbjs_'))).toEqual(['sbjs_session']);
    } finally {
      spy.mockRestore();
    }
  });

  it('an organic visitor from Google', async () => {
    await visit('/checkout/', 'https://www.google.com/');
    await filled();
    expect([input('source_type').value, input('utm_source').value, input('utm_medium').value]).toEqual(['organic', 'google', 'organic']);
  });

  it('prefers the element inside form[name=checkout] over an earlier one', async () => {
    await loadPage('/checkout/');
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<wc-order-attribution-inputs id="outside"><input type="hidden" name="wc_order_attribution_source_type" value=""></wc-order-attribution-inputs>',
    );
    startWidgets();
    reachCheckout();
    await vi.waitFor(() => expect(input('source_type', document.querySelector('form[name=checkout]')!).value).toBe('typein'));
    expect(input('source_type', document.getElementById('outside')!).value).toBe('');
  });

  it('without a checkout form, fills the first element only, creating inputs it lacks', async () => {
    await loadPage('/demo/herkomst/');
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        '<wc-order-attribution-inputs id="a"></wc-order-attribution-inputs><wc-order-attribution-inputs id="b"></wc-order-attribution-inputs>',
      );
    startWidgets();
    reachCheckout();
    const first = document.getElementById('a')!;
    await vi.waitFor(() => expect(first.querySelectorAll('input[type=hidden]').length).toBe(16));
    expect(input('source_type', first).value).toBe('typein');
    expect(input('utm_source', first).value).toBe('(direct)');
    expect(document.getElementById('b')!.children.length).toBe(0);
  });

  it('fills the inputs an older WooCommerce printed straight into the checkout form (creating none)', async () => {
    await loadPage('/checkout/');
    const form = document.querySelector('form[name=checkout]')!;
    form
      .querySelector('wc-order-attribution-inputs')!
      .replaceWith(
        Object.assign(document.createElement('input'), { type: 'hidden', name: 'wc_order_attribution_source_type' }),
        Object.assign(document.createElement('input'), { type: 'hidden', name: 'wc_order_attribution_utm_source' }),
      );
    history.replaceState(null, '', '/checkout/?utm_source=oud');
    startWidgets();
    reachCheckout();
    await vi.waitFor(() => expect(input('utm_source', form).value).toBe('oud'));
    expect(input('source_type', form).value).toBe('utm');
    expect(form.querySelectorAll('input[name^="wc_order_attribution_"]').length).toBe(2);
  });

  it('sets values from URLs as input values, never as markup', async () => {
    await visit('/checkout/?utm_source=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&utm_campaign=%22%3E%3Cscript%3Ex%3C%2Fscript%3E');
    await filled();
    expect(input('utm_source').value).toBe('<img src=x onerror=alert(1)>');
    expect(input('utm_campaign').value).toBe('"><script>x</script>');
    expect(document.querySelector('form img, form script')).toBeNull();
  });

  it('fills a checkout form that is rendered again later', async () => {
    await visit('/checkout/?utm_source=later');
    await filled();
    const form = document.querySelector('form[name=checkout]')!;
    const copy = form.cloneNode(true) as HTMLFormElement;
    copy.querySelectorAll('input[type=hidden]').forEach((i) => ((i as HTMLInputElement).value = ''));
    form.replaceWith(copy);
    await vi.waitFor(() => expect(input('utm_source').value).toBe('later'));
  });
});

describe('order attribution: block checkout', () => {
  type Setter = ReturnType<typeof vi.fn>;
  /** A block checkout on the checkout page, its store answering with `actions` (undefined: not registered yet). */
  async function blockCheckout(url: string, actions: () => Record<string, Setter> | undefined) {
    const listeners: (() => void)[] = [];
    const dispatch = vi.fn(actions);
    const subscribe = vi.fn((listener: () => void) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    });
    (window as unknown as { wp: unknown }).wp = { data: { dispatch, subscribe } };
    await loadPage(url);
    history.replaceState(null, '', url);
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        '<div class="wp-block-woocommerce-checkout"><button type="button" class="wc-block-components-checkout-place-order-button">Bestelling plaatsen</button></div>',
      );
    startWidgets();
    return { dispatch, storeChanged: () => listeners.slice().forEach((listener) => listener()) };
  }

  it('puts the data in the checkout store under woocommerce/order-attribution with the page, before any intent', async () => {
    const setExtensionData = vi.fn();
    const { dispatch } = await blockCheckout('/checkout/?utm_source=blokken', () => ({ setExtensionData }));
    await vi.waitFor(() => expect(setExtensionData).toHaveBeenCalled());
    expect(dispatch).toHaveBeenCalledWith('wc/store/checkout');
    const [key, data, replace] = setExtensionData.mock.calls.at(-1)!;
    expect(key).toBe('woocommerce/order-attribution');
    expect(data).toMatchObject({ source_type: 'utm', utm_source: 'blokken', session_pages: '1' });
    expect(replace).toBe(true);
  });

  it('uses setExtensionData, not the deprecated __internalSetExtensionData, where the store has both', async () => {
    const setExtensionData = vi.fn();
    const deprecated = vi.fn();
    await blockCheckout('/checkout/?utm_source=blokken', () => ({ setExtensionData, __internalSetExtensionData: deprecated }));
    await vi.waitFor(() => expect(setExtensionData).toHaveBeenCalled());
    expect(deprecated).not.toHaveBeenCalled();
  });

  it('a WooCommerce older than setExtensionData gets the data through __internalSetExtensionData', async () => {
    const older = vi.fn();
    await blockCheckout('/checkout/?utm_source=blokken', () => ({ __internalSetExtensionData: older }));
    await vi.waitFor(() => expect(older).toHaveBeenCalledWith('woocommerce/order-attribution', expect.objectContaining({ utm_source: 'blokken' }), true));
  });

  it('a checkout store registered after our script gets the data once it is there', async () => {
    const setExtensionData = vi.fn();
    let registered = false;
    const { storeChanged } = await blockCheckout('/checkout/?utm_source=later', () => (registered ? { setExtensionData } : undefined));
    await settle();
    expect(setExtensionData).not.toHaveBeenCalled();
    registered = true;
    storeChanged();
    expect(setExtensionData).toHaveBeenCalledWith('woocommerce/order-attribution', expect.objectContaining({ utm_source: 'later' }), true);
    storeChanged();
    expect(setExtensionData).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['at once, before our code has come', false],
    ['once the data is in the store', true],
  ])('"place order" clicked %s is never held: the checkout gets that one click, as without the script', async (_, waitForData) => {
    const setExtensionData = vi.fn();
    await blockCheckout('/checkout/?utm_source=blokken', () => ({ setExtensionData }));
    if (waitForData) await vi.waitFor(() => expect(setExtensionData).toHaveBeenCalled());
    const root = document.querySelector('.wp-block-woocommerce-checkout')!;
    // The block checkout's React handles clicks at its root; what the page saw of each one:
    const clicks: { prevented: boolean; dataSet: boolean }[] = [];
    root.addEventListener('click', () => clicks.push({ prevented: false, dataSet: setExtensionData.mock.calls.length > 0 }));
    document.addEventListener('click', (event) => (clicks.at(-1)!.prevented = event.defaultPrevented), { once: true });
    document.querySelector<HTMLButtonElement>('.wc-block-components-checkout-place-order-button')!.click();
    await vi.waitFor(() => expect(setExtensionData).toHaveBeenCalled());
    await settle();
    expect(clicks).toEqual([{ prevented: false, dataSet: waitForData }]);
  });

  it('does nothing without a block checkout on the page', async () => {
    const dispatch = vi.fn();
    (window as unknown as { wp: unknown }).wp = { data: { dispatch } };
    await visit('/checkout/');
    await filled();
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('order attribution: tracking switch for consent plugins', () => {
  it('setOrderTracking(false) deletes the cookies and empties the fields; true brings them back', async () => {
    await visit('/checkout/?utm_source=google');
    await filled();
    attribution().setOrderTracking(false);
    expect(sbjsCookies()).toEqual([]);
    expect(Array.from(document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')).every((i) => i.value === '')).toBe(true);
    expect(Object.values(attribution().getAttributionData()!).every((v) => v === null)).toBe(true);
    attribution().setOrderTracking(true);
    expect(sbjsCookies()).toContain('sbjs_current');
    expect(input('source_type').value).toBe('utm');
  });

  it('getAttributionData() gives the field map with their values', async () => {
    await visit('/checkout/?utm_source=google&utm_medium=cpc');
    await filled();
    expect(attribution().getAttributionData()).toMatchObject({ source_type: 'utm', utm_source: 'google', utm_medium: 'cpc', session_pages: '1' });
  });

  it('a consent plugin that switches tracking off before the code has loaded is obeyed', async () => {
    document.cookie = 'sbjs_current=typ%3Dtypein; path=/';
    await visit('/checkout/?utm_source=google');
    attribution().setOrderTracking(false);
    reachCheckout();
    await vi.waitFor(() => expect(attribution().getAttributionData()).not.toBeNull());
    expect(sbjsCookies()).toEqual([]);
    expect(input('source_type').value).toBe('');
  });

  it('allowTracking false in the page config: no cookies, empty fields', async () => {
    await loadPage('/checkout/?utm_source=google');
    const global = (window as unknown as { wc_order_attribution: { params: Record<string, unknown> } }).wc_order_attribution;
    global.params.allowTracking = false;
    startWidgets();
    reachCheckout();
    await vi.waitFor(() => expect(attribution().getAttributionData()).not.toBeNull());
    expect(sbjsCookies()).toEqual([]);
    expect(input('source_type').value).toBe('');
  });

  it('deletes host-only cookies and cookies of the host and every parent domain', () => {
    expect(cookieDomains('www.groene-maaier.nl')).toEqual([undefined, 'www.groene-maaier.nl', 'groene-maaier.nl']);
    expect(cookieDomains('127.0.0.1')).toEqual([undefined, '127.0.0.1']);
    expect(cookieDomains('localhost')).toEqual([undefined, 'localhost']);
  });
});

describe('order attribution: configuration', () => {
  it('a wrong field map logs one console error naming the key and uses the HOOKS.md map', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadPage('/checkout/');
    (window as unknown as { wc_order_attribution: { fields: unknown } }).wc_order_attribution.fields = { source_type: '<b>' };
    startWidgets();
    await filled();
    // The error's code loads only with a bad map: it comes a moment later.
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[shop-widgets]', expect.stringContaining('config "wc_order_attribution.fields"')));
    expect(input('source_type').value).toBe('typein');
  });

  it('stays quiet on a page without wc_order_attribution (the feature is off in WooCommerce)', async () => {
    loadHtml(
      '<!doctype html><html><body><form name="checkout"><wc-order-attribution-inputs><input type="hidden" name="wc_order_attribution_source_type" value=""></wc-order-attribution-inputs></form></body></html>',
    );
    startWidgets();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sbjsCookies()).toEqual([]);
    expect(input('source_type').value).toBe('');
  });
});
