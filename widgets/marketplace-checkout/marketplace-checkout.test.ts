import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { demo } from '../../test/msw';
import { addToCart, recordAdminAjax, islandSuite } from '../../test/helpers/marketplace';
import { browser } from '../../src/dom/browser-full';
import type { FailureMode } from '../../fixtures/shop';
import { pastRequestTimeout } from '../../test/helpers/request-timeout';

const checkout = () => screen.getByRole('link', { name: 'Doorgaan naar afrekenen' });
const message = () => document.querySelector('.WooZone-cart-msg')!.textContent;
const shop = (domain: string) => document.querySelector<HTMLElement>(`.WooZone-cart-checkout li[data-domain="${domain}"]`)!;
const email = () => screen.getByLabelText(/E-mailadres voor je bestelling/) as HTMLInputElement;

/** A cart with three marketplace shops: amazon.de, amazon.fr and amazon.nl. */
async function cartWithShops(query = '') {
  await addToCart(101, 'de');
  await addToCart(107, 'de');
  await addToCart(108, 'fr');
  await addToCart(109, 'nl');
  await loadPage(`/cart/${query}`);
  const booted = startWidgets();
  await waitFor(() => expect(booted.store.getState().marketplace.shops.shops).toEqual(['de', 'fr', 'nl']));
  return booted;
}

/** Clicks proceed-to-checkout; returns whether the browser would have followed the link (jsdom is kept from trying). */
function clickCheckout(): boolean {
  let followed = false;
  const after = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', after);
  fireEvent.click(checkout());
  document.removeEventListener('click', after);
  return followed;
}

islandSuite(() => import('./gate'));

describe('cart page: marketplace shops', () => {
  it("blocks checkout with 'Je moet alle Amazon-winkels afrekenen of annuleren!' until every shop is decided, then 'alles in orde'", async () => {
    await cartWithShops('?demo_email_optional=1');
    expect(clickCheckout()).toBe(false);
    expect(message()).toBe('Je moet alle Amazon-winkels afrekenen of annuleren!');

    fireEvent.submit(shop('de').querySelector('form')!);
    expect(within(shop('de')).getByText('afgerekend').classList.contains('success')).toBe(true);
    fireEvent.click(within(shop('fr')).getByRole('button', { name: 'Amazon.fr annuleren' }));
    expect(within(shop('fr')).getByText('geannuleerd').classList.contains('cancel')).toBe(true);
    expect(clickCheckout()).toBe(false);
    expect(message()).toBe('Je moet alle Amazon-winkels afrekenen of annuleren!');

    fireEvent.click(within(shop('nl')).getByRole('button', { name: 'Amazon.nl annuleren' }));
    expect(message()).toBe('alles in orde');
    expect(clickCheckout()).toBe(true);
    expect(message()).toBe('alles in orde');
  });

  it('a checkout click before the code has run is held, then meets the gate', async () => {
    await addToCart(101, 'de');
    await loadPage('/cart/?demo_email_optional=1');
    startWidgets();
    expect(clickCheckout()).toBe(false);
    await waitFor(() => expect(message()).toBe('Je moet alle Amazon-winkels afrekenen of annuleren!'));
  });

  it('counts each shop once: deciding the same shop again does not unlock checkout', async () => {
    const { store } = await cartWithShops('?demo_email_optional=1');
    fireEvent.submit(shop('de').querySelector('form')!);
    fireEvent.submit(shop('de').querySelector('form')!);
    fireEvent.click(within(shop('de')).getByRole('button', { name: 'Amazon.de annuleren' }));
    fireEvent.click(within(shop('fr')).getByRole('button', { name: 'Amazon.fr annuleren' }));
    expect(store.getState().marketplace.shops.decided).toEqual({ de: 'success', fr: 'cancel' });
    expect(clickCheckout()).toBe(false);
    expect(message()).toBe('Je moet alle Amazon-winkels afrekenen of annuleren!');
  });
});

describe('cart page: checkout e-mail', () => {
  it('sits before the proceed-to-checkout button', async () => {
    await cartWithShops();
    expect(document.querySelector('.woozone_email_wrapper')!.nextElementSibling).toBe(checkout());
  });

  it("checks on every keyup: red border when invalid, grey when valid; checkout disabled until valid when required '1'", async () => {
    await cartWithShops();
    await waitFor(() => expect(checkout().getAttribute('aria-disabled')).toBe('true'));
    expect(checkout().classList.contains('disabled')).toBe(true);
    const user = userEvent.setup();
    await user.type(email(), 'jan@voorbeeld');
    expect(email().style.border).toBe('1px solid red');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(checkout().getAttribute('aria-disabled')).toBe('true');
    await user.type(email(), '.nl');
    // grey: #d1d1d1
    expect(email().style.border).toBe('1px solid rgb(209, 209, 209)');
    expect(email().getAttribute('aria-invalid')).toBe('false');
    expect(checkout().getAttribute('aria-disabled')).toBeNull();
    expect(checkout().classList.contains('disabled')).toBe(false);
  });

  it.each(['input', 'change'] as const)('checks an e-mail that arrives without keys (autofill, mouse paste: %s event) and enables checkout', async (type) => {
    await cartWithShops();
    await waitFor(() => expect(checkout().getAttribute('aria-disabled')).toBe('true'));
    // No key is pressed: the value is set and only the event the browser fires follows.
    email().value = 'jan@voorbeeld.nl';
    fireEvent[type](email());
    await waitFor(() => expect(checkout().getAttribute('aria-disabled')).toBeNull());
    expect(checkout().classList.contains('disabled')).toBe(false);
    expect(email().getAttribute('aria-invalid')).toBe('false');
    // A pasted address that is not valid greys checkout again and says why.
    email().value = 'jan@';
    fireEvent[type](email());
    expect(checkout().getAttribute('aria-disabled')).toBe('true');
    expect(email().style.border).toBe('1px solid red');
    expect(screen.getByText('Vul een geldig e-mailadres in.')).toBeTruthy();
  });

  it('a click while the required e-mail is invalid stays on the page and focuses the field', async () => {
    await cartWithShops();
    await waitFor(() => expect(checkout().getAttribute('aria-disabled')).toBe('true'));
    expect(clickCheckout()).toBe(false);
    expect(document.activeElement).toBe(email());
    expect(email().style.border).toBe('1px solid red');
  });

  it('an optional e-mail never disables checkout', async () => {
    await cartWithShops('?demo_email_optional=1');
    await userEvent.setup().type(email(), 'nee');
    expect(email().style.border).toBe('1px solid red');
    expect(checkout().getAttribute('aria-disabled')).toBeNull();
  });

  async function allDecidedWithEmail(address: string) {
    await cartWithShops();
    for (const domain of ['de', 'fr', 'nl']) fireEvent.click(within(shop(domain)).getByRole('button', { name: `Amazon.${domain} annuleren` }));
    await userEvent.setup().type(email(), address);
  }

  it.each(['jan@voorbeeld.nl', 'bestaand@voorbeeld.nl'])(
    "goes on to checkout when WooZone_before_user_checkout answers 'success' or 'email_exists' (%s)",
    async (address) => {
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
      const alert = vi.spyOn(browser, 'alert').mockImplementation(() => {});
      await allDecidedWithEmail(address);
      expect(clickCheckout()).toBe(false);
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/checkout/`));
      expect(alert).not.toHaveBeenCalled();
    },
  );

  it('shows any other status in an alert and stays', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const alert = vi.spyOn(browser, 'alert').mockImplementation(() => {});
    await allDecidedWithEmail('jan@voorbeeld.nl');
    document.querySelector<HTMLInputElement>('#woozone_checkout_email_nonce')!.value = 'verlopen';
    clickCheckout();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('invalid_nonce'));
    expect(assign).not.toHaveBeenCalled();
  });

  it.each<FailureMode>(['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'timeout', 'offline'])(
    'a failing before-checkout call (%s) still takes the shopper to checkout, with no alert',
    async (mode) => {
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
      const alert = vi.spyOn(browser, 'alert').mockImplementation(() => {});
      await allDecidedWithEmail('jan@voorbeeld.nl');
      demo.shop.fail('WooZone_before_user_checkout', mode);
      await pastRequestTimeout(clickCheckout);
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/checkout/`));
      expect(alert).not.toHaveBeenCalled();
      expect(checkout().getAttribute('aria-busy')).toBeNull();
    },
  );

  it('sends the call once for a double click', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await allDecidedWithEmail('jan@voorbeeld.nl');
    const calls = recordAdminAjax();
    clickCheckout();
    clickCheckout();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await settle();
    expect(calls('WooZone_before_user_checkout')).toHaveLength(1);
    expect(calls('WooZone_before_user_checkout')[0]!.get('email')).toBe('jan@voorbeeld.nl');
    expect(calls('WooZone_before_user_checkout')[0]!.get('_nonce')).toBe('demo-checkout-nonce');
  });
});
