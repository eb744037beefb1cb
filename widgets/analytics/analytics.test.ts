import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { demo, server } from '../../test/msw';
import { loadPage, settle, startWidgets, stopWidgets } from '../../test/helpers/page';
import { analyticsEventsOf } from '../../fixtures/shop/rest';

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
  startWidgets();
  await vi.dynamicImportSettled();
}
const emit = (name: string, detail: Record<string, unknown> = {}) => document.dispatchEvent(new CustomEvent(`shop-widgets:${name}`, { detail }));
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
    emit('added_to_cart', { product_id: 12 });
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
    emit('added_to_cart', { product_id: 12 });
    await hidePage();
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('analytics after consent', () => {
  it('loads when consent is granted later; only what happens after counts', async () => {
    installConsentApi();
    await loadPage('/shop/');
    startWidgets();
    emit('added_to_cart', { product_id: 11 });
    changeConsent('allow');
    await vi.dynamicImportSettled();
    emit('added_to_cart', { product_id: 12 });
    expect(beacon).not.toHaveBeenCalled(); // batched until the page hides
    await hidePage();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacons[0]!.url).toBe(`${location.origin}/wp-json/woocommerce-analytics/v1/track`);
    expect(beacons[0]!.events).toHaveLength(1);
    expect(beacons[0]!.events[0]).toMatchObject({ event_name: 'woocommerceanalytics_product_add_to_cart', properties: { product_id: 12 } });
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

  it('records add, remove, compare add and coupon reveal with their details', async () => {
    await withConsent('/shop/');
    const button = document.querySelector<HTMLElement>('.add_to_cart_button[data-product_id]')!;
    emit('added_to_cart', { button, fragments: { x: '<p>' }, cart_hash: 'abc' });
    emit('removed_from_cart', { cart_item_key: 'k1' });
    emit('compare_added', { compareid: 31 });
    emit('coupon_revealed', { codeid: 'zomer10' });
    await hidePage();
    expect(sentNames()).toEqual([
      'woocommerceanalytics_product_add_to_cart',
      'woocommerceanalytics_remove_from_cart',
      'woocommerceanalytics_compare_add',
      'woocommerceanalytics_coupon_reveal',
    ]);
    const [add, remove, compare, coupon] = beacons[0]!.events;
    expect(add!.properties.product_id).toBe(button.dataset.product_id);
    expect(add!.properties).not.toHaveProperty('fragments');
    expect(add!.properties).not.toHaveProperty('cart_hash');
    expect(remove!.properties.cart_item_key).toBe('k1');
    expect(compare!.properties.compareid).toBe(31);
    expect(coupon!.properties.codeid).toBe('zomer10');
  });

  it('a click on the proceed-to-checkout button is a checkout start, not counted again on the checkout page', async () => {
    await withConsent('/cart/', () =>
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div class="wc-proceed-to-checkout"><a href="/checkout/" class="checkout-button button alt wc-forward">Doorgaan naar afrekenen</a></div>'),
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
    expect(beacons[0]!.events[0]).toMatchObject({ event_name: 'woocommerceanalytics_checkout_start', properties: { source: 'checkout_page', breadcrumbs: ['Home', 'Afrekenen'] } });
  });

  it('sends when the tab is hidden, and each event only once', async () => {
    await withConsent('/shop/');
    emit('added_to_cart', { product_id: 1 });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    delete (document as unknown as Record<string, unknown>).visibilityState;
    await hidePage();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('a batch of 20 leaves at once', async () => {
    await withConsent('/shop/');
    for (let i = 1; i <= 20; i++) emit('added_to_cart', { product_id: i });
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
    emit('added_to_cart', { product_id: 3 });
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
    emit('added_to_cart', { product_id: 1 });
    changeConsent('deny');
    await settle();
    emit('added_to_cart', { product_id: 2 });
    await hidePage();
    expect(beacon).not.toHaveBeenCalled();
  });
});
