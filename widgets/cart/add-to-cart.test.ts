import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { addConfig, callsSettled, loadPage, startWidgets } from '../../test/helpers/page';
import { installJQuery, removeJQuery } from '../../test/helpers/jquery';
import { demo, server } from '../../test/msw';
import { browser } from '../../src/dom/browser';
import type { FailureMode } from '../../fixtures/shop/emulation';

const loopButton = (id: number) => document.querySelector<HTMLAnchorElement>(`.ajax_add_to_cart[data-product_id="${id}"]`)!;
const panel = () => document.getElementById('rh-woo-cart-panel')!;
const cartCount = () => document.querySelector('.rh-cart-count')?.textContent;

afterEach(removeJQuery);

describe('add to cart from a listing', () => {
  it('goes loading → added, adds a View cart link, updates the count and opens the panel with the item', async () => {
    await loadPage('/shop/');
    startWidgets();
    const button = loopButton(101);
    fireEvent.click(button);
    expect(button.classList.contains('loading')).toBe(true);
    await waitFor(() => expect(button.classList.contains('added')).toBe(true));
    expect(button.classList.contains('loading')).toBe(false);
    const viewCart = button.nextElementSibling as HTMLAnchorElement;
    expect(viewCart.matches('a.added_to_cart.wc-forward')).toBe(true);
    expect(viewCart.textContent).toBe('Bekijk winkelwagen');
    expect(viewCart.getAttribute('href')).toBe('/cart/');
    expect(cartCount()).toBe('1');
    await waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    await waitFor(() => expect(within(panel()).getByText('Accu grasmaaier GreenLine 36V')).toBeTruthy());
    expect(panel().hasAttribute('inert')).toBe(false);
  });

  it('sends every data attribute of the button, with the quantity the input holds', async () => {
    const bodies: URLSearchParams[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('wc-ajax=add_to_cart')) bodies.push(new URLSearchParams(await request.clone().text()));
    });
    await loadPage('/shop/');
    startWidgets();
    const input = document.getElementById('qty-105') as HTMLInputElement;
    input.value = '3';
    fireEvent.change(input);
    fireEvent.click(loopButton(105));
    await waitFor(() => expect(cartCount()).toBe('3'));
    expect(Object.fromEntries(bodies[0]!)).toMatchObject({ product_id: '105', product_sku: 'TR-18-25', quantity: '3' });
    server.events.removeAllListeners();
  });

  it('does not add the View cart link on the cart page', async () => {
    await loadPage('/cart/');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a href="?add-to-cart=107" class="button add_to_cart_button ajax_add_to_cart" data-product_id="107">In winkelwagen</a>',
    );
    startWidgets();
    fireEvent.click(loopButton(107));
    await waitFor(() => expect(loopButton(107).classList.contains('added')).toBe(true));
    expect(document.querySelector('.added_to_cart')).toBeNull();
  });

  it('runs add-to-cart requests one at a time, in order', async () => {
    const log: string[] = [];
    server.use(
      http.post('*', async ({ request }) => {
        if (!request.url.includes('wc-ajax=add_to_cart')) return undefined;
        const id = new URLSearchParams(await request.clone().text()).get('product_id');
        log.push(`start ${id}`);
        await delay(id === '101' ? 60 : 5);
        log.push(`end ${id}`);
        return undefined; // on to the demo shop
      }),
    );
    await loadPage('/shop/');
    startWidgets();
    fireEvent.click(loopButton(101));
    fireEvent.click(loopButton(105));
    await waitFor(() => expect(log).toHaveLength(4));
    await waitFor(() => expect(cartCount()).toBe('2'));
    expect(log).toEqual(['start 101', 'end 101', 'start 105', 'end 105']);
  });

  it('shows the toast "Added to Cart" instead of the panel when sliding is disabled', async () => {
    await loadPage('/shop/');
    addConfig({ shop_widgets: { sliding_cart: false } });
    startWidgets();
    fireEvent.click(loopButton(101));
    expect(await screen.findByText('Toegevoegd aan winkelwagen')).toBeTruthy();
    expect(panel().classList.contains('active')).toBe(false);
  });

  it('does not open the panel while the page shows add-to-cart errors', async () => {
    await loadPage('/shop/');
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<ul class="woocommerce-error" role="alert"><li>Kies een uitvoering.</li></ul>');
    startWidgets();
    fireEvent.click(loopButton(101));
    await waitFor(() => expect(loopButton(101).classList.contains('added')).toBe(true));
    expect(panel().classList.contains('active')).toBe(false);
  });

  it('goes to the cart after the add when redirect-after-add is yes', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await loadPage('/shop/?demo_redirect=yes');
    startWidgets();
    fireEvent.click(loopButton(101));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/cart/'));
    expect(cartCount()).toBe('1');
  });

  it('goes to the product page when the shop answers error with product_url (out of stock)', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await loadPage('/shop/');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a href="?add-to-cart=104" class="button add_to_cart_button ajax_add_to_cart" data-product_id="104">In winkelwagen</a>',
    );
    startWidgets();
    fireEvent.click(loopButton(104));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/product/robotmaaier-tuinhulp-600/'));
    expect(loopButton(104).classList.contains('loading')).toBe(false);
  });

  it('never follows a product_url to another site', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    server.use(
      http.post('*', ({ request }) =>
        request.url.includes('add_to_cart') ? HttpResponse.json({ error: true, product_url: 'https://evil.example/phish' }) : undefined,
      ),
    );
    await loadPage('/shop/');
    startWidgets();
    fireEvent.click(loopButton(101));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/shop/?add-to-cart=101');
    expect(assign).not.toHaveBeenCalledWith(expect.stringContaining('evil'));
  });

  it.each<FailureMode>(['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'offline'])(
    'falls back to the button link when the call fails (%s), never stuck loading',
    async (mode) => {
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
      const errors = vi.spyOn(console, 'error');
      await loadPage('/shop/');
      startWidgets();
      demo.shop.fail('add_to_cart', mode);
      fireEvent.click(loopButton(101));
      await waitFor(() => expect(assign).toHaveBeenCalled());
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/shop/?add-to-cart=101');
      expect(loopButton(101).classList.contains('loading')).toBe(false);
      expect(loopButton(101).classList.contains('added')).toBe(false);
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('gives up after 15 000 ms when the shop never answers, and follows the link', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await loadPage('/shop/');
    startWidgets();
    demo.shop.fail('add_to_cart', 'timeout');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const arrived = new Promise<void>((resolve) => server.events.on('request:start', ({ request }) => request.url.includes('add_to_cart') && resolve()));
    fireEvent.click(loopButton(101));
    await arrived;
    await vi.advanceTimersByTimeAsync(14_999);
    expect(assign).not.toHaveBeenCalled();
    expect(loopButton(101).classList.contains('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers(); // Testing Library's waitFor needs a real setTimeout
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/shop/?add-to-cart=101'));
    expect(loopButton(101).classList.contains('loading')).toBe(false);
    server.events.removeAllListeners();
  });
});

describe('add to cart from the product form', () => {
  it('adds the chosen variation with its quantity and opens the panel', async () => {
    await loadPage('/product/accu-grasmaaier-pro-zelfrijdend/');
    startWidgets();
    const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
    (form.querySelector('select[name=variation_id]') as HTMLSelectElement).value = '1032';
    (form.querySelector('input.qty') as HTMLInputElement).value = '2';
    fireEvent.submit(form);
    await waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    await waitFor(() => expect(within(panel()).getByText(/Pro zelfrijdend 2×18V – Met 2 accu’s en lader/)).toBeTruthy());
    expect(cartCount()).toBe('2');
  });

  it('falls back to a normal form submit when the call fails', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => {});
    await loadPage('/product/accu-grasmaaier-greenline-36v/');
    startWidgets();
    demo.shop.fail('add_to_cart', 'http500');
    const button = document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
    fireEvent.click(button);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(button.classList.contains('loading')).toBe(false);
  });
});

describe('jQuery interop and coexistence', () => {
  it('fires adding_to_cart, added_to_cart (fragments, cart_hash, $button) and wc_cart_button_updated on body', async () => {
    const $ = installJQuery();
    await loadPage('/shop/');
    startWidgets();
    const seen: unknown[][] = [];
    $(document.body).on('adding_to_cart added_to_cart wc_cart_button_updated', (event: { type: string }, ...args: unknown[]) =>
      seen.push([event.type, ...args]),
    );
    const blocks = vi.fn();
    document.body.addEventListener('wc-blocks_added_to_cart', blocks);
    fireEvent.click(loopButton(101));
    await waitFor(() => expect(seen.map((s) => s[0])).toEqual(['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated']));
    const [, fragments, cartHash, $button] = seen[1] as [string, Record<string, string>, string, { 0: Element }];
    expect(Object.keys(fragments)).toContain('div.widget_shopping_cart_content');
    expect(cartHash).toMatch(/^[0-9a-f]{32}$/);
    expect($button[0]).toBe(loopButton(101));
    expect(blocks).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when a should_send_ajax_request.adding_to_cart handler returns false, and fires ajax_request_not_sent with (false, false, $button) as WooCommerce does', async () => {
    const $ = installJQuery();
    await loadPage('/shop/');
    startWidgets();
    const notSent = vi.fn();
    $(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    $(document.body).on('ajax_request_not_sent.adding_to_cart', notSent);
    const requests = vi.fn();
    server.events.on('request:start', ({ request }) => request.url.includes('add_to_cart') && requests());
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    loopButton(101).dispatchEvent(click);
    // The link does not add behind the cancelling handler's back (WooCommerce prevents it too).
    expect(click.defaultPrevented).toBe(true);
    expect(notSent).toHaveBeenCalledTimes(1);
    const [, fragments, cartHash, $button] = notSent.mock.calls[0] as [unknown, unknown, unknown, { 0: Element }];
    expect(fragments).toBe(false);
    expect(cartHash).toBe(false);
    expect($button[0]).toBe(loopButton(101));
    await callsSettled();
    expect(requests).not.toHaveBeenCalled();
    expect(loopButton(101).classList.contains('loading')).toBe(false);
    server.events.removeAllListeners();
  });

  it("does not add twice when WooCommerce's own add-to-cart.js took the click", async () => {
    const $ = installJQuery();
    await loadPage('/shop/');
    startWidgets();
    $(document.body).on('click', '.ajax_add_to_cart', (event: Event) => event.preventDefault());
    const requests = vi.fn();
    server.events.on('request:start', ({ request }) => request.url.includes('add_to_cart') && requests());
    fireEvent.click(loopButton(101));
    await callsSettled();
    expect(requests).not.toHaveBeenCalled();
    expect(loopButton(101).classList.contains('loading')).toBe(false);
    server.events.removeAllListeners();
  });

  it('opens the panel for an added_to_cart fired by other code (a quick view)', async () => {
    const $ = installJQuery();
    await loadPage('/shop/');
    startWidgets();
    // The other code made the add itself and hands over the answer's fragments.
    const answer = await (await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: '108' }) })).json();
    $(document.body).trigger('added_to_cart', [answer.fragments, answer.cart_hash, $()]);
    await waitFor(() => expect(cartCount()).toBe('1'));
    await waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    await waitFor(() => expect(within(panel()).getByText('Snellader 18V')).toBeTruthy());
  });
});

describe("WooCommerce's cart settings", () => {
  const MISSING = /neither wc_add_to_cart_params nor wc_cart_fragments_params/;

  it('warns once in the console when a page with add-to-cart buttons has none of the settings (handles dropped without moving them)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadPage('/shop/?demo_wc_scripts=dropped');
    startWidgets();
    // The hint's code loads only where a global is missing (src/boot.ts).
    await vi.waitFor(() => expect(warn.mock.calls.filter((c) => MISSING.test(c.join(' ')))).toHaveLength(1));
  });

  it('stays quiet with the settings in the config block, as globals, or on a page without add-to-cart hooks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const path of ['/shop/', '/shop/?demo_wc_scripts=enqueued', '/gids/beste-accu-grasmaaier-2026/?demo_wc_scripts=dropped']) {
      await loadPage(path);
      startWidgets();
    }
    expect(warn.mock.calls.filter((c) => MISSING.test(c.join(' ')))).toHaveLength(0);
  });

  it('takes the moved settings from the config block: the redirect after add and the View cart text', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await loadPage('/shop/?demo_redirect=yes');
    expect(window).not.toHaveProperty('wc_add_to_cart_params');
    startWidgets();
    fireEvent.click(loopButton(101));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/cart/'));
  });
});
