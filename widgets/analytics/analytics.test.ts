import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { demo, server } from '../../test/msw';
import { loadPage, settle, startWidgets, stopWidgets } from '../../test/helpers/page';
import { analyticsEventsOf } from '../../fixtures/shop/rest';
import { emit } from '../../src/events/bus';
import { browser } from '../../src/dom/browser-full';

interface SentEvent {
  event_name: string;
  properties: Record<string, unknown>;
}

let beacons: { url: string; events: SentEvent[] }[] = [];
let beaconAccepts = true;
let consent: Record<string, boolean> = {};
let analyticsRequests = 0;

let reading: Promise<unknown>[] = [];
/** jsdom's Blob has no text(); FileReader reads it as the browser would. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
const beacon = vi.fn((url: string, body: Blob) => {
  reading.push(readBlob(body).then((text) => beacons.push({ url, events: (JSON.parse(text) as { events: SentEvent[] }).events })));
  return beaconAccepts;
});
/** Lets the beacon bodies be read (Blob.text() is asynchronous). */
const beaconsRead = async () => {
  await settle();
  await Promise.all(reading);
};

/** The WP Consent API as a consent plugin provides it. */
function installConsentApi() {
  (window as unknown as Record<string, unknown>).wp_has_consent = (category: string) => consent[category] === true;
}
function changeConsent(value: 'allow' | 'deny') {
  consent.statistics = value === 'allow';
  document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: value } }));
}
/** A page whose visitor has given statistics consent, with the analytics module loaded. */
async function withConsent(path: string, prepare?: () => void) {
  installConsentApi();
  consent = { statistics: true };
  await loadPage(path);
  prepare?.();
  const booted = startWidgets();
  await vi.dynamicImportSettled();
  return booted;
}
/** An add as the add-to-cart flow emits it (docs/events.md), for the tests of consent and batching. */
const added = (productId: number) =>
  emit('added_to_cart', { productId: String(productId), fragments: { 'div.widget_shopping_cart_content': '<div>…</div>' }, cartHash: 'f00dcafe' });
const hidePage = async () => {
  window.dispatchEvent(new Event('pagehide'));
  await beaconsRead();
};
const sentNames = () => beacons.flatMap((b) => b.events.map((e) => e.event_name));

beforeEach(() => {
  beacons = [];
  reading = [];
  beaconAccepts = true;
  consent = {};
  analyticsRequests = 0;
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  beacon.mockClear();
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('woocommerce-analytics')) analyticsRequests++;
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  delete (navigator as unknown as Record<string, unknown>).sendBeacon;
  delete (window as unknown as Record<string, unknown>).wp_has_consent;
  sessionStorage.clear();
});

describe('analytics before consent', () => {
  it.each([
    ['without the WP Consent API', undefined],
    ['with statistics consent denied', { statistics: false, marketing: true }],
  ] as const)('%s nothing is recorded or sent', async (_, given) => {
    if (given) {
      installConsentApi();
      consent = { ...given };
    }
    await loadPage('/cart/');
    startWidgets();
    added(12);
    await vi.dynamicImportSettled();
    await hidePage();
    expect(beacon).not.toHaveBeenCalled();
    expect(analyticsRequests).toBe(0);
  });

  it('a consent change for another category loads nothing', async () => {
    installConsentApi();
    await loadPage('/shop/');
    startWidgets();
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } }));
    await vi.dynamicImportSettled();
    added(12);
    await hidePage();
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('analytics after consent', () => {
  it('loads when consent is granted later; only what happens after counts', async () => {
    installConsentApi();
    await loadPage('/shop/');
    startWidgets();
    added(11);
    changeConsent('allow');
    await vi.dynamicImportSettled();
    added(12);
    expect(beacon).not.toHaveBeenCalled(); // batched until the page hides
    await hidePage();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacons[0]!.url).toBe(`${location.origin}/wp-json/woocommerce-analytics/v1/track`);
    expect(beacons[0]!.events).toHaveLength(1);
    expect(beacons[0]!.events[0]).toMatchObject({ event_name: 'woocommerceanalytics_product_add_to_cart', properties: { product_id: '12' } });
  });

  it('every event carries the common properties', async () => {
    await withConsent('/cart/');
    await hidePage();
    const [event] = beacons[0]!.events;
    expect(event!.event_name).toBe('woocommerceanalytics_cart_view');
    expect(event!.properties).toMatchObject({
      blog_id: 1,
      store_id: 'b6c3a9e0-7d1f-4a57-9c0e-2f4d8e1a6b3c',
      url: location.origin,
      woo_version: '11.0.1',
      wp_version: '6.9',
      store_admin: false,
      device: 'desktop',
      store_currency: 'EUR',
      timezone: '+00:00',
      is_guest: true,
      breadcrumbs: ['Home', 'Winkelwagen'],
      isAccountPage: false,
      isCart: true,
    });
  });

  it('a click on the proceed-to-checkout button is a checkout start, not counted again on the checkout page', async () => {
    await withConsent('/cart/', () =>
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'beforeend',
          '<div class="wc-proceed-to-checkout"><a href="/checkout/" class="checkout-button button alt wc-forward">Doorgaan naar afrekenen</a></div>',
        ),
    );
    const link = document.querySelector<HTMLAnchorElement>('.checkout-button')!;
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    await hidePage();
    expect(sentNames()).toEqual(['woocommerceanalytics_cart_view', 'woocommerceanalytics_checkout_start']);
    beacons = [];
    stopWidgets();
    await withConsent('/checkout/');
    await hidePage();
    expect(sentNames()).toEqual([]);
  });

  it('arriving on the checkout page by other means is a checkout start', async () => {
    await withConsent('/checkout/');
    await hidePage();
    expect(beacons[0]!.events[0]).toMatchObject({
      event_name: 'woocommerceanalytics_checkout_start',
      properties: { source: 'checkout_page', breadcrumbs: ['Home', 'Afrekenen'] },
    });
  });

  it('sends when the tab is hidden, and each event only once', async () => {
    await withConsent('/shop/');
    added(1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    delete (document as unknown as Record<string, unknown>).visibilityState;
    await hidePage();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('a batch of 20 leaves at once', async () => {
    await withConsent('/shop/');
    for (let i = 1; i <= 20; i++) added(i);
    await beaconsRead();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacons[0]!.events).toHaveLength(20);
  });

  it('when the browser refuses the beacon, a keepalive request reaches the collector', async () => {
    beaconAccepts = false;
    await withConsent('/shop/');
    emit('coupon_revealed', { codeid: 'herfst' });
    await hidePage();
    await vi.waitFor(() => expect(analyticsRequests).toBe(1));
    await vi.waitFor(() => {
      const sessions = [...demo.jar.values()].map((id) => demo.shop.sessionById(id)).filter(Boolean);
      expect(sessions.flatMap((s) => analyticsEventsOf(s!)).map((e) => e.event_name)).toEqual(['woocommerceanalytics_coupon_reveal']);
    });
  });

  it('a collector that fails is ignored silently (nothing uncaught)', async () => {
    beaconAccepts = false;
    demo.shop.fail('/wp-json/woocommerce-analytics/v1/track', 'offline');
    await withConsent('/shop/');
    added(3);
    await hidePage();
    await vi.waitFor(() => expect(analyticsRequests).toBe(1));
  });

  it('a collector URL that is not http(s) logs one console error and sends nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await withConsent('/cart/', () => {
      (window as unknown as { wcAnalytics: { trackEndpoint: string } }).wcAnalytics.trackEndpoint = 'javascript:alert(1)';
    });
    await hidePage();
    expect(beacon).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[shop-widgets]', expect.stringContaining('config "wcAnalytics.trackEndpoint"'));
  });

  it('withdrawn consent stops recording and drops what was not sent', async () => {
    await withConsent('/shop/');
    added(1);
    changeConsent('deny');
    await settle();
    added(2);
    await hidePage();
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('analytics of the real widgets', () => {
  const loopButton = (id: number) => document.querySelector<HTMLElement>(`.ajax_add_to_cart[data-product_id="${id}"]`)!;
  const compareButton = (id: number) => document.querySelector<HTMLElement>(`.wpsm-button-new-compare.addcompare-id-${id}`)!;
  const panelRows = () => Array.from(document.querySelectorAll('#rh-woo-cart-panel .woocommerce-mini-cart-item'));
  const couponReveals = () => beacons.flatMap((b) => b.events).filter((e) => e.event_name === 'woocommerceanalytics_coupon_reveal');

  it('an add from a listing, a mini-cart remove and a compare add carry the SPEC field names, never the fragments or the cart hash', async () => {
    const { store } = await withConsent('/shop/');
    fireEvent.click(loopButton(101));
    await waitFor(() => expect(panelRows()).toHaveLength(1)); // the panel opened with the added item
    const remove = panelRows()[0]!.querySelector<HTMLAnchorElement>('.remove_from_cart_button')!;
    const key = remove.dataset.cart_item_key;
    fireEvent.click(remove);
    await waitFor(() => expect(panelRows()).toHaveLength(0));
    fireEvent.pointerOver(compareButton(106)); // the pointer reaching a compare button loads the compare code
    await waitFor(() => expect(store.getState().compare.status).toBe('ready'));
    fireEvent.click(compareButton(106));
    await waitFor(() => expect(compareButton(106).classList.contains('comparing')).toBe(true));
    await hidePage();

    expect(sentNames()).toEqual(['woocommerceanalytics_product_add_to_cart', 'woocommerceanalytics_remove_from_cart', 'woocommerceanalytics_compare_add']);
    const [add, removed, compare] = beacons[0]!.events;
    expect(add!.properties.product_id).toBe('101');
    expect(removed!.properties.cart_item_key).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(compare!.properties).toMatchObject({ compareid: '106', pageid: '9002' });
    for (const event of beacons[0]!.events) {
      for (const raw of ['fragments', 'cartHash', 'cart_hash', 'productId', 'cartItemKey', 'compareId', 'pageId'])
        expect(event.properties).not.toHaveProperty(raw);
    }
  });

  it.each([
    ['/deals/?codeid=501', { codeid: '501' }],
    ['/deals/?codetext=ZOMER%2015%25', { codetext: 'ZOMER 15%' }],
  ])('a page opened with a coupon to reveal (%s) records one coupon reveal, through the real coupons widget', async (path, property) => {
    await withConsent(path);
    // The coupon shows its code: the reveal happened during the first scan, before analytics loaded.
    expect(document.querySelector('.not_masked_coupon[data-clipboard-text]:not(.expired_coupon)')).not.toBeNull();
    await hidePage();
    expect(couponReveals()).toHaveLength(1);
    expect(couponReveals()[0]!.properties).toEqual(expect.objectContaining(property));
    expect(Object.keys(couponReveals()[0]!.properties)).not.toContain('codeid' in property ? 'codetext' : 'codeid');
  });

  it('consent given on the reveal page still records that reveal, like the cart view of a cart page', async () => {
    installConsentApi();
    await loadPage('/deals/?codeid=501');
    startWidgets();
    await vi.dynamicImportSettled();
    changeConsent('allow');
    await vi.dynamicImportSettled();
    await hidePage();
    expect(couponReveals().map((e) => e.properties.codeid)).toEqual(['501']);
  });

  it('a click on a masked coupon records nothing: the window it opens is the reveal', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => null);
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await withConsent('/deals/');
    fireEvent.click(document.querySelector('[data-codeid="501"]')!);
    await waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringContaining('codeid=501'), '_blank'));
    await hidePage();
    expect(sentNames()).toEqual([]);
  });

  it('a coupon-in-modal block added after analytics started is recorded once when it reveals', async () => {
    await withConsent('/deals/');
    document.body.insertAdjacentHTML('beforeend', '<div id="coupon_code_in_modal" data-couponid="501" hidden></div>');
    await waitFor(() => expect(document.querySelector('[data-codeid="501"]')!.textContent).toBe('TUIN10'));
    await hidePage();
    expect(couponReveals().map((e) => e.properties.codeid)).toEqual(['501']);
  });
});
