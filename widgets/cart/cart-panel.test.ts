import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { registry } from '../../mount/registry';
import { browser } from '../../src/dom/browser';
import { installJQuery, removeJQuery } from '../../test/helpers/jquery';
import { http, delay } from 'msw';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { server } from '../../test/msw';
import { answerCode } from './drawing';

const panel = () => document.getElementById('rh-woo-cart-panel')!;
const content = () => document.getElementById('rh-woo-cart-panel-content')!;
const cartButton = () => document.querySelector<HTMLAnchorElement>('.menu-cart-btn')!;

async function openFromCartButton() {
  await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: '108' }) });
  await loadPage('/shop/');
  const refreshed = new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
  const booted = startWidgets();
  await refreshed; // the store now holds the mini-cart
  cartButton().focus();
  fireEvent.click(cartButton());
  await waitFor(() => expect(panel().classList.contains('active')).toBe(true));
  // Its code, asked for as the panel shows, makes it a dialog.
  await waitFor(() => expect(panel().querySelector('.rh-sslide-panel-wrap')!.getAttribute('role')).toBe('dialog'));
  return booted;
}

describe('sliding cart panel', () => {
  it('is inert while closed', async () => {
    await loadPage('/shop/');
    startWidgets();
    expect(panel().hasAttribute('inert')).toBe(true);
    expect(panel().classList.contains('active')).toBe(false);
  });

  it('shows "Loading..." in place of the mini-cart until the first answer when nothing is known yet', async () => {
    server.use(
      http.post('*', async ({ request }) => {
        if (request.url.includes('get_refreshed_fragments')) await delay(1500); // a slow shop
        return undefined;
      }),
    );
    await loadPage('/shop/');
    startWidgets();
    document.getElementById('rh-woo-cart-panel-content')!.replaceChildren(); // as after a close
    fireEvent.click(cartButton());
    await waitFor(() => expect(content().textContent).toBe('Laden...'));
    await waitFor(() => expect(content().querySelector('.widget_shopping_cart_content')).not.toBeNull());
  });

  it('opens from the cart button as a labelled modal dialog, loads the mini-cart and moves focus in', async () => {
    await openFromCartButton();
    const dialog = panel().querySelector('.rh-sslide-panel-wrap')!;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Winkelwagen');
    await waitFor(() => expect(content().textContent).toContain('Snellader 18V'));
    // The drawer is painted first; the page goes inert and focus moves in after that frame.
    await waitFor(() => expect(document.activeElement).toBe(panel().querySelector('.rh-sslide-close-btn')));
    expect(document.querySelector('.rh-outer-wrap')!.hasAttribute('inert')).toBe(true);
  });

  it('closes on Esc, empties, and gives focus back to the cart button', async () => {
    await openFromCartButton();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel().classList.contains('active')).toBe(false);
    expect(panel().hasAttribute('inert')).toBe(true);
    expect(content().childElementCount).toBe(0);
    expect(document.activeElement).toBe(cartButton());
    expect(document.querySelector('.rh-outer-wrap')!.hasAttribute('inert')).toBe(false);
  });

  it('closes on the close button and on the backdrop', async () => {
    await openFromCartButton();
    fireEvent.click(panel().querySelector('.rh-sslide-close-btn')!);
    expect(panel().classList.contains('active')).toBe(false);
    fireEvent.click(cartButton());
    expect(panel().classList.contains('active')).toBe(true);
    fireEvent.click(panel()); // the backdrop is the panel outside its wrap
    expect(panel().classList.contains('active')).toBe(false);
    expect(content().childElementCount).toBe(0);
  });

  it('does not close on a click inside the drawer', async () => {
    await openFromCartButton();
    fireEvent.click(panel().querySelector('.rh-sslide-panel-heading')!);
    expect(panel().classList.contains('active')).toBe(true);
  });

  it('keeps Tab inside the drawer', async () => {
    await openFromCartButton();
    await waitFor(() => expect(content().querySelector('.checkout')).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(panel().querySelector('.rh-sslide-close-btn')));
    const last = content().querySelector<HTMLElement>('a.checkout')!;
    last.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    last.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(panel().querySelector('.rh-sslide-close-btn'));
    const shiftTab = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(shiftTab);
    expect(document.activeElement).toBe(last);
  });

  it('opens again with the mini-cart shown at once from what the store holds', async () => {
    await openFromCartButton();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(cartButton());
    expect(content().textContent).toContain('Snellader 18V');
  });

  it('shows in the click, and its reload (SPEC §4) leaves once that frame is painted', async () => {
    await openFromCartButton();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(content().childElementCount).toBe(0));
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const realFetch = globalThis.fetch;
    const reloads: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('get_refreshed_fragments')) reloads.push(url);
      return realFetch(input, init);
    });
    fireEvent.click(cartButton());
    expect(panel().classList.contains('active')).toBe(true);
    expect(content().textContent).toContain('Snellader 18V');
    expect(reloads).toHaveLength(0);
    // The browser paints the frame.
    frames.splice(0).forEach((callback) => callback(performance.now()));
    await waitFor(() => expect(reloads).toHaveLength(1));
  });

  it('reloads in the next task where the DOM has no frames (a test runner without them)', async () => {
    await openFromCartButton();
    fireEvent.keyDown(document, { key: 'Escape' });
    vi.stubGlobal('requestAnimationFrame', undefined);
    const reloaded = new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
    fireEvent.click(cartButton());
    expect(panel().classList.contains('active')).toBe(true);
    await reloaded;
    vi.unstubAllGlobals();
  });

  it('closes any open modal when it opens after an add', async () => {
    await loadPage('/shop/');
    const { store } = startWidgets();
    store.getState().ui.setOpenModal('quick-view');
    fireEvent.click(document.querySelector('.ajax_add_to_cart[data-product_id="101"]')!);
    await waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    expect(store.getState().ui.openModal).toBeNull();
  });

  it("shows the add's line, reloads its content (SPEC §4) and becomes a dialog once its code runs", async () => {
    await loadPage('/shop/');
    startWidgets();
    const realFetch = globalThis.fetch;
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    });
    const refreshes = () => asked.filter((url) => url.includes('get_refreshed_fragments')).length;
    fireEvent.click(document.querySelector('.ajax_add_to_cart[data-product_id="101"]')!);
    await waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    expect(content().textContent).toContain('Accu grasmaaier GreenLine 36V');
    await waitFor(() => expect(refreshes()).toBe(1));
    await waitFor(() => expect(panel().querySelector('.rh-sslide-panel-wrap')!.getAttribute('role')).toBe('dialog'));
    expect(content().textContent).toContain('Accu grasmaaier GreenLine 36V');
  });

  it('opens (and reloads) for an add made by a block-based part (wc-blocks_added_to_cart)', async () => {
    await loadPage('/shop/');
    startWidgets();
    await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: '112' }) });
    document.body.dispatchEvent(new CustomEvent('wc-blocks_added_to_cart', { bubbles: true, detail: { preserveCartData: false } }));
    await waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    await waitFor(() => expect(content().textContent).toContain('Mulchplug 46 cm'));
  });

  describe("an add's line before the panel's code has come", () => {
    /** The registry with the panel's code held back until `arrive()`; `fail()` makes it fail. */
    function withHeldPanel() {
      let arrive!: () => void;
      let fail!: () => void;
      const held = new Promise<void>((resolve, reject) => {
        arrive = resolve;
        fail = () => reject(new Error('chunk 404'));
      });
      // The code is asked for in the task after the frame that shows the panel: a failure that
      // comes before is not unhandled.
      held.catch(() => {});
      const widgets = registry.map((w) => (w.name === 'cart-panel' ? { ...w, load: () => held.then(() => import('./panel')) } : w));
      return { widgets, arrive, fail };
    }
    const addButton = () => document.querySelector<HTMLElement>('.ajax_add_to_cart[data-product_id="101"]')!;
    const line = () => content().querySelector('.woocommerce-mini-cart-item');

    it('shows the panel with the line at the answer, then moves focus in and makes the page inert when the code comes', async () => {
      await loadPage('/shop/');
      const { widgets, arrive } = withHeldPanel();
      startWidgets(widgets);
      addButton().focus();
      fireEvent.click(addButton());
      await waitFor(() => expect(panel().classList.contains('active')).toBe(true));
      expect(line()?.textContent).toContain('Accu grasmaaier GreenLine 36V');
      expect(panel().hasAttribute('inert')).toBe(false);
      // Not a dialog yet: focus stays where it was, the page behind stays live.
      expect(document.activeElement).toBe(addButton());
      expect(document.querySelector('.rh-outer-wrap')!.hasAttribute('inert')).toBe(false);
      arrive();
      await waitFor(() => expect(document.activeElement).toBe(panel().querySelector('.rh-sslide-close-btn')));
      expect(panel().querySelector('.rh-sslide-panel-wrap')!.getAttribute('role')).toBe('dialog');
      expect(document.querySelector('.rh-outer-wrap')!.hasAttribute('inert')).toBe(true);
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(panel().classList.contains('active')).toBe(false);
      expect(document.activeElement).toBe(addButton());
    });

    it("mounts the panel's code when the pointer rests 100 ms on an add button (closed; the answer then opens it as a dialog)", async () => {
      await loadPage('/shop/');
      const load = vi.fn(() => import('./panel'));
      const booted = startWidgets(registry.map((w) => (w.name === 'cart-panel' ? { ...w, load } : w)));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.pointerOver(addButton());
      // The pointer's intent brings the answer's code (which shows the panel); the rest counts from then.
      await answerCode(booted.cart).load();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      vi.advanceTimersByTime(99);
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(load).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      vi.useRealTimers();
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(panel().querySelector('.rh-sslide-panel-wrap')!.getAttribute('role')).toBe('dialog'));
      expect(panel().classList.contains('active')).toBe(false);
      addButton().focus();
      fireEvent.click(addButton());
      await waitFor(() => expect(document.activeElement).toBe(panel().querySelector('.rh-sslide-close-btn')));
      expect(line()?.textContent).toContain('Accu grasmaaier GreenLine 36V');
    });

    it('closes meanwhile on Esc, the close button and the backdrop, and stays closed when the code comes', async () => {
      await loadPage('/shop/');
      const { widgets, arrive } = withHeldPanel();
      startWidgets(widgets);
      fireEvent.click(addButton());
      await waitFor(() => expect(panel().classList.contains('active')).toBe(true));
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(panel().classList.contains('active')).toBe(false);
      expect(panel().hasAttribute('inert')).toBe(true);
      expect(content().childElementCount).toBe(0);
      fireEvent.click(cartButton());
      expect(panel().classList.contains('active')).toBe(true);
      expect(line()).not.toBeNull(); // from what the store holds
      fireEvent.click(panel().querySelector('.rh-sslide-close-btn')!);
      expect(panel().classList.contains('active')).toBe(false);
      fireEvent.click(cartButton());
      fireEvent.click(panel()); // the backdrop
      expect(panel().classList.contains('active')).toBe(false);
      arrive();
      await waitFor(() => expect(panel().querySelector('.rh-sslide-panel-wrap')!.getAttribute('role')).toBe('dialog'));
      expect(panel().classList.contains('active')).toBe(false);
      expect(document.querySelector('.rh-outer-wrap')!.hasAttribute('inert')).toBe(false);
    });

    it('closes again and says "Added to Cart" in a toast when the code cannot come', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await loadPage('/shop/');
      const { widgets, fail } = withHeldPanel();
      startWidgets(widgets);
      fireEvent.click(addButton());
      await waitFor(() => expect(panel().classList.contains('active')).toBe(true));
      expect(line()).not.toBeNull();
      fail();
      expect(await within(document.body).findByText('Toegevoegd aan winkelwagen')).toBeTruthy();
      expect(panel().classList.contains('active')).toBe(false);
      expect(panel().hasAttribute('inert')).toBe(true);
    });
  });

  describe("when the panel's code cannot load (offline, a stale deploy)", () => {
    const withBrokenPanel = () => registry.map((w) => (w.name === 'cart-panel' ? { ...w, load: () => Promise.reject(new Error('chunk 404')) } : w));

    it('the cart button goes to the cart page as printed, and the next click tries the panel again', async () => {
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      await loadPage('/shop/');
      startWidgets(withBrokenPanel());
      fireEvent.click(cartButton());
      await waitFor(() => expect(assign).toHaveBeenCalledWith(cartButton().href));
      expect(panel().classList.contains('active')).toBe(false);
      expect(logged).toHaveBeenCalledWith('[shop-widgets]', 'widget "cart-panel" failed to load; the page keeps its server markup.', expect.anything());
      fireEvent.click(cartButton());
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    });

    it('offline, the cart button says so beside it and stays on the page', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await loadPage('/shop/');
      const booted = startWidgets(withBrokenPanel());
      // The answer's code is here (an add control's intent brought it), the panel's is not.
      await answerCode(booted.cart).load();
      fireEvent.click(cartButton());
      await waitFor(() => expect(document.querySelector('.sw-offline-notice')?.textContent).toBe('U bent waarschijnlijk offline.'));
      expect(cartButton().nextElementSibling?.className).toBe('sw-offline-notice');
      expect(panel().classList.contains('active')).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    });

    it('an add says "Added to Cart" in a toast instead', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await loadPage('/shop/');
      startWidgets(withBrokenPanel());
      fireEvent.click(document.querySelector('.ajax_add_to_cart[data-product_id="101"]')!);
      expect(await within(document.body).findByText('Toegevoegd aan winkelwagen')).toBeTruthy();
      expect(panel().classList.contains('active')).toBe(false);
    });
  });

  describe('a line removed by other code', () => {
    it('takes the fragments of a jQuery removed_from_cart into the store and the cache', async () => {
      const $ = installJQuery();
      await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: '108' }) });
      await loadPage('/shop/');
      const refreshed = new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
      const { store } = startWidgets();
      await refreshed;
      const key = store.getState().cart.fragments['div.widget_shopping_cart_content']!.match(/cartkey-([0-9a-f]+)/)![1]!;
      const answer = await (await fetch('/?wc-ajax=remove_from_cart', { method: 'POST', body: new URLSearchParams({ cart_item_key: key }) })).json();
      $(document.body).trigger('removed_from_cart', [answer.fragments, answer.cart_hash, $('<a>')]);
      expect(store.getState().cart.cartHash).toBe(answer.cart_hash);
      expect(document.querySelector('.rh-cart-count')?.textContent).toBe('0');
      expect(sessionStorage.getItem('wc_fragments_6f1c1a0a4c7f3f2b')).toContain('Geen producten');
      removeJQuery();
    });

    it('refreshes for a wc-blocks_removed_from_cart (it carries no fragments)', async () => {
      await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: '108' }) });
      await loadPage('/shop/');
      const first = new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
      startWidgets();
      await first;
      expect(document.querySelector('.rh-cart-count')?.textContent).toBe('1');
      await fetch('/?wc-ajax=get_refreshed_fragments', { method: 'POST' }); // same session
      const cartKey = document.querySelector('.woocommerce-mini-cart-item .remove_from_cart_button')?.getAttribute('data-cart_item_key');
      await fetch('/?wc-ajax=remove_from_cart', { method: 'POST', body: new URLSearchParams({ cart_item_key: cartKey ?? '' }) });
      const second = new Promise((resolve) => document.addEventListener('shop-widgets:wc_fragments_refreshed', resolve, { once: true }));
      document.body.dispatchEvent(new CustomEvent('wc-blocks_removed_from_cart', { bubbles: true, detail: { preserveCartData: false } }));
      await second;
      expect(document.querySelector('.rh-cart-count')?.textContent).toBe('0');
    });
  });
});
