import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { resetHtmlPolicy, browser } from '../../src/dom/browser';
import { demo, server } from '../../test/msw';
import { until } from '../../test/helpers/until';

const loopButton = (id: number) => document.querySelector<HTMLAnchorElement>(`.ajax_add_to_cart[data-product_id="${id}"]`)!;
const cartCount = () => document.querySelector('.rh-cart-count')?.textContent;
const liveRegion = () => document.querySelector('.widget_shopping_cart_live_region')?.textContent;

/** Counts the add_to_cart requests that reach the shop. */
function countAdds(): { readonly count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('wc-ajax=add_to_cart')) seen.count++;
  });
  return seen;
}

/**
 * The shop with one item in its cart, and the panel's reload after that add answered: a reload
 * still on its way would bring a later add's count with it.
 */
async function shopWithOneItem(): Promise<void> {
  await loadPage('/shop/');
  startWidgets();
  const reloaded = new Promise<void>((resolve) => {
    const onEnd = ({ request }: { request: Request }) => {
      if (!request.url.includes('wc-ajax=get_refreshed_fragments')) return;
      server.events.removeListener('request:end', onEnd);
      resolve();
    };
    server.events.on('request:end', onEnd);
  });
  fireEvent.click(loopButton(101));
  await waitFor(() => expect(cartCount()).toBe('1'));
  await reloaded;
}

describe('an add is never made twice', () => {
  it('asks the cart after a dropped connection: the stored add counts, the link is not followed', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await shopWithOneItem();
    demo.shop.fail('add_to_cart', 'answer-lost');
    fireEvent.click(loopButton(105));
    await waitFor(() => expect(loopButton(105).classList.contains('added')).toBe(true));
    expect(cartCount()).toBe('2');
    expect(assign).not.toHaveBeenCalled();
  });

  it('after the 15 000 ms time-out: not loading any more, then the cart shows the add the server stored', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await shopWithOneItem();
    demo.shop.fail('add_to_cart', 'answer-timeout');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const arrived = new Promise<void>((resolve) => server.events.on('request:start', ({ request }) => request.url.includes('add_to_cart') && resolve()));
    fireEvent.click(loopButton(105));
    await arrived;
    await act(async () => vi.advanceTimersByTimeAsync(14_999));
    expect(loopButton(105).classList.contains('loading')).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    await until(() => expect(loopButton(105).classList.contains('loading')).toBe(false));
    vi.useRealTimers();
    await waitFor(() => expect(loopButton(105).classList.contains('added')).toBe(true));
    expect(cartCount()).toBe('2');
    expect(assign).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('follows the link only when the cart does not have the add', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await shopWithOneItem();
    demo.shop.fail('add_to_cart', 'offline');
    fireEvent.click(loopButton(105));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/shop/?add-to-cart=105');
    expect(cartCount()).toBe('1');
  });

  it('ignores a second click while the cart is being asked', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await shopWithOneItem();
    demo.shop.fail('add_to_cart', 'answer-lost');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    server.use(
      http.post('*', async ({ request }) => {
        if (!request.url.includes('get_refreshed_fragments')) return undefined;
        asked = true;
        await held;
        return undefined; // on to the demo shop
      }),
    );
    const adds = countAdds();
    fireEvent.click(loopButton(105));
    await until(() => expect(asked).toBe(true));
    expect(loopButton(105).classList.contains('loading')).toBe(false);
    fireEvent.click(loopButton(105));
    release();
    await waitFor(() => expect(loopButton(105).classList.contains('added')).toBe(true));
    expect(adds.count).toBe(1);
    expect(cartCount()).toBe('2');
    server.events.removeAllListeners();
  });
});

describe('offline is a state, not an error page', () => {
  const WAITS = 'U bent waarschijnlijk offline. Nog niet toegevoegd: dat gebeurt zodra u weer online bent.';
  const notices = () => Array.from(document.querySelectorAll('.sw-offline-notice'), (notice) => notice.textContent);
  /** What the browser says of the connection, and its online event when it comes back. */
  function connection() {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    return {
      goOffline: () => {
        online = false;
        window.dispatchEvent(new Event('offline'));
      },
      goOnline: () => {
        online = true;
        window.dispatchEvent(new Event('online'));
      },
    };
  }

  it('offline, a click sends nothing and says so beside the button and in the live region; once online the add is sent once and lands', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const network = connection();
    await loadPage('/shop/');
    startWidgets();
    const adds = countAdds();
    network.goOffline();
    fireEvent.click(loopButton(101));
    fireEvent.click(loopButton(101)); // a second click while it waits: still one add
    expect(notices()).toEqual([WAITS]);
    // The notice describes the button, beside WooCommerce's own description of it.
    const describedBy = loopButton(101).getAttribute('aria-describedby');
    expect(describedBy).toBe(`woocommerce_loop_add_to_cart_link_describedby_101 ${document.querySelector('.sw-offline-notice')!.id}`);
    await waitFor(() => expect(liveRegion()).toBe(WAITS));
    expect(document.querySelector('.rh-toast')).toBeNull();
    expect(loopButton(101).classList.contains('loading')).toBe(false);
    await settle();
    expect(adds.count).toBe(0);

    network.goOnline();
    await waitFor(() => expect(loopButton(101).classList.contains('added')).toBe(true));
    expect(cartCount()).toBe('1');
    expect(adds.count).toBe(1);
    expect(notices()).toEqual([]);
    expect(loopButton(101).getAttribute('aria-describedby')).toBe('woocommerce_loop_add_to_cart_link_describedby_101');
    expect(assign).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('an answer lost as the connection goes: kept; once online the cart is asked first and the add that landed is not sent again', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const network = connection();
    await shopWithOneItem();
    demo.shop.fail('add_to_cart', 'answer-lost');
    const adds = countAdds();
    // The shop stores the add; its answer is lost because the connection went.
    server.events.on('request:start', ({ request }) => request.url.includes('wc-ajax=add_to_cart') && network.goOffline());
    fireEvent.click(loopButton(105));
    await waitFor(() => expect(notices()).toEqual([WAITS]));
    expect(adds.count).toBe(1);
    expect(cartCount()).toBe('1');

    demo.shop.clearFailures();
    network.goOnline();
    await waitFor(() => expect(loopButton(105).classList.contains('added')).toBe(true));
    expect(cartCount()).toBe('2');
    expect(adds.count).toBe(1);
    expect(notices()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('an answer lost while the browser still says online: a click once the network is back sends the kept add, after asking the cart', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await loadPage('/shop/');
    startWidgets();
    demo.shop.fail('add_to_cart', 'offline');
    demo.shop.fail('get_refreshed_fragments', 'offline');
    fireEvent.click(loopButton(101));
    await waitFor(() => expect(notices()).toEqual([WAITS]));
    await waitFor(() => expect(liveRegion()).toBe(WAITS));
    expect(assign).not.toHaveBeenCalled();
    expect(loopButton(101).classList.contains('loading')).toBe(false);
    expect(loopButton(101).classList.contains('added')).toBe(false);

    demo.shop.clearFailures();
    const adds = countAdds();
    fireEvent.click(loopButton(101));
    await waitFor(() => expect(loopButton(101).classList.contains('added')).toBe(true));
    expect(cartCount()).toBe('1');
    expect(adds.count).toBe(1);
    expect(notices()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it("a product form submitted offline: the notice under its button; once online the form's add is sent once", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => {});
    const network = connection();
    await loadPage('/product/accu-grasmaaier-greenline-36v/');
    startWidgets();
    const adds = countAdds();
    network.goOffline();
    const button = document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
    (button.form!.querySelector('input.qty') as HTMLInputElement).value = '2';
    fireEvent.click(button);
    expect(button.nextElementSibling?.textContent).toBe(WAITS);
    await settle();
    expect(adds.count).toBe(0);
    network.goOnline();
    await waitFor(() => expect(cartCount()).toBe('2'));
    expect(adds.count).toBe(1);
    expect(notices()).toEqual([]);
    expect(submit).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('offline and back with nothing waiting: nothing is sent, shown or said', async () => {
    const network = connection();
    await loadPage('/shop/');
    startWidgets();
    const requests = vi.fn();
    server.events.on('request:start', requests);
    network.goOffline();
    network.goOnline();
    await settle();
    expect(requests).not.toHaveBeenCalled();
    expect(notices()).toEqual([]);
    expect(document.querySelector('.rh-toast')).toBeNull();
    expect(liveRegion() ?? '').toBe('');
    server.events.removeAllListeners();
  });

  it('sends nothing while the browser says it is offline, and speaks English on an English page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await loadPage('/shop/');
    document.documentElement.lang = 'en-GB';
    startWidgets();
    const adds = countAdds();
    fireEvent.click(loopButton(101));
    await waitFor(() => expect(liveRegion()).toBe('You are probably offline. Not added yet: that happens once you are back online.'));
    expect(adds.count).toBe(0);
    expect(assign).not.toHaveBeenCalled();
    expect(loopButton(101).classList.contains('loading')).toBe(false);
    document.documentElement.lang = '';
    server.events.removeAllListeners();
  });
});

describe('a CSP that refuses the shop-widgets Trusted Types policy', () => {
  beforeEach(resetHtmlPolicy);
  afterEach(resetHtmlPolicy);

  it('leaves the add to the link (its page shows the cart) instead of an empty mini-cart', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('trustedTypes', {
      createPolicy: () => {
        throw new TypeError('refused');
      },
    });
    await loadPage('/shop/');
    startWidgets();
    const adds = countAdds();
    const notPrevented = fireEvent.click(loopButton(101));
    expect(notPrevented).toBe(true);
    await settle();
    expect(adds.count).toBe(0);
    expect(loopButton(101).classList.contains('loading')).toBe(false);
    server.events.removeAllListeners();
  });
});
