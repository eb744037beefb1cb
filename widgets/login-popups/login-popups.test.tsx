import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { axeViolations } from '../../test/helpers/axe';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { browser } from '../../src/dom/browser';
import { openDialog } from '../../test/helpers/dialogs';

/** The first dialog waits for the modal island's code to load (real time, on a cold cache). */
const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 10_000 });

function trigger(selector: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
}

describe('login triggers (guests)', { timeout: 20_000 }, () => {
  it('the header login link opens the labelled login pop-up, focus inside, ui.openModal set, axe clean', async () => {
    await loadPage('/deals/');
    const { store } = startWidgets();
    fireEvent.click(trigger('.rh-header-login'));
    const dialog = await findDialog('Inloggen');
    expect(within(dialog).getByLabelText('Gebruikersnaam of e-mailadres')).toBeTruthy();
    expect(store.getState().ui.openModal).toBe('rehub-login-popup');
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await axeViolations()).toEqual([]);
  });

  it('register opens the register pop-up and assigns the captcha container to its form', async () => {
    await loadPage('/deals/');
    startWidgets();
    fireEvent.click(trigger('.rh-header-register'));
    const dialog = await findDialog('Account aanmaken');
    const captcha = document.getElementById('rehub-captcha-container')!;
    expect(captcha.closest('#rehub_registration_form_modal')).not.toBeNull();
    expect(dialog.contains(captcha)).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('resetpass and restrict open their pop-ups; the login pop-up links switch between them', async () => {
    await loadPage('/deals/');
    startWidgets();
    fireEvent.click(trigger('[data-type="restrict"]'));
    const restrict = await findDialog('Alleen voor leden');
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(within(restrict).getByRole('link', { name: 'Inloggen' }));
    const login = await findDialog('Inloggen');
    fireEvent.click(within(login).getByRole('link', { name: 'Wachtwoord vergeten?' }));
    // One pop-up at a time: the one asked for replaced the others (closed drawers are inert).
    expect(openDialog()).toBe(await findDialog('Wachtwoord vergeten'));
    expect(await axeViolations()).toEqual([]);
  });

  it('url goes to the custom URL; another type goes to the custom login URL when there is one', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await loadPage('/deals/');
    startWidgets();
    // Clicked before the trigger code has arrived: the click is held, then carried out.
    fireEvent.click(trigger('[data-type="url"]'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/shop/?orderby=price`));
    document.body.insertAdjacentHTML('beforeend', '<span id="rehub-custom-login-url" data-customloginurl="/mijn-account/"></span>');
    fireEvent.click(trigger('[data-type="deal-alert"]'));
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/mijn-account/`);
    expect(openDialog()).toBeNull();
  });

  it('another type opens the login pop-up when there is no custom login URL', async () => {
    await loadPage('/deals/');
    startWidgets();
    fireEvent.click(trigger('[data-type="deal-alert"]'));
    await findDialog('Inloggen');
  });

  it('a cashback trigger shows the notice, the merchant and a link to the merchant URL', async () => {
    await loadPage('/deals/');
    startWidgets();
    const notice = document.getElementById('rh-ca-login')!;
    // Printed as the theme prints it: hidden by its class, which the theme's CSS keys on.
    expect(notice.classList.contains('rhhidden')).toBe(true);
    fireEvent.click(trigger('[data-cashbacknotice]'));
    const dialog = await findDialog('Inloggen');
    expect(notice.classList.contains('rhhidden')).toBe(false);
    expect(notice.hidden).toBe(false);
    expect(within(dialog).getByText('Log in om 5% cashback te krijgen op je aankoop bij deze winkel.')).toBeTruthy();
    expect(within(dialog).getByText('Tuinmerk.nl')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Verder naar de winkel zonder cashback' });
    expect(link.getAttribute('href')).toBe(`${location.origin}/__demo/merchant/?m=Tuinmerk.nl`);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(trigger('.rh-header-login'));
    await findDialog('Inloggen');
    expect(notice.hidden).toBe(true);
    expect(notice.classList.contains('rhhidden')).toBe(true);
  });

  it('the comment "must log in" and reply-login links open the login pop-up', async () => {
    await loadPage('/deals/');
    startWidgets();
    fireEvent.click(trigger('#respond .must-log-in a'));
    fireEvent.click(within(await findDialog('Inloggen')).getByRole('button', { name: 'Sluiten' }));
    expect(openDialog()).toBeNull();
    fireEvent.click(trigger('.comment-reply-login'));
    await findDialog('Inloggen');
  });

  it('Esc closes and returns focus to the trigger; the pop-up goes back to its place', async () => {
    await loadPage('/deals/');
    startWidgets();
    const login = trigger('.rh-header-login');
    login.focus();
    fireEvent.click(login);
    const dialog = await findDialog('Inloggen');
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(openDialog()).toBeNull();
    expect(document.querySelector('.rehub-popups #rehub-login-popup')).not.toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(login));
  });

  it('logged-in visitors: triggers do not open pop-ups', async () => {
    document.cookie = 'demo_logged_in=1; path=/';
    await loadPage('/deals/');
    startWidgets();
    expect(document.body.classList.contains('logged-in')).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    trigger('[data-cashbacknotice]').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await settle();
    expect(openDialog()).toBeNull();
  });

  it('a trigger printed as a span works from the keyboard', async () => {
    await loadPage('/deals/');
    document.body.insertAdjacentHTML('beforeend', '<span class="act-rehub-login-popup" data-type="login" id="span-trigger">Log in</span>');
    startWidgets();
    const span = trigger('#span-trigger');
    expect(span.getAttribute('role')).toBe('button');
    expect(span.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(span, { key: 'Enter' });
    await findDialog('Inloggen');
  });

  it('closes when the cart clears ui.openModal (after an add to cart)', async () => {
    await loadPage('/deals/');
    const { store } = startWidgets();
    fireEvent.click(trigger('.rh-header-login'));
    await findDialog('Inloggen');
    act(() => store.getState().ui.setOpenModal(null));
    expect(openDialog()).toBeNull();
    expect(store.getState().account.dialog).toBeNull();
  });
});

describe('without the script', () => {
  it('the login page prints the forms inline, and a form posted there answers as a page', async () => {
    await loadPage('/wp-login.php?action=register');
    expect(document.querySelector('#rehub-login-popup')).toBeNull();
    expect(document.querySelector('.login-page-form h2')!.textContent).toBe('Account aanmaken');
    const body = new URLSearchParams({ action: 'rehub_login_member_popup_function', rehub_user_login: 'demo', rehub_user_pass: 'fout' });
    const page = await (await fetch(new URL('/wp-login.php', location.href), { method: 'POST', body })).text();
    expect(page).toContain('Onjuiste gebruikersnaam of wachtwoord. Probeer het opnieuw.');
  });

  const post = (fields: Record<string, string>, query = '') =>
    fetch(new URL(`/wp-login.php${query}`, location.href), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const loginFields = { action: 'rehub_login_member_popup_function', rehub_user_login: 'demo', rehub_user_pass: 'tuin1234' };
  const redirectTo = () => document.querySelector<HTMLInputElement>('#rehub_login_form_modal [name=redirect_to]')!.value;

  it('the login page sends the shopper back to its redirect_to, not to the login page again', async () => {
    await loadPage('/wp-login.php?redirect_to=%2Fdeals%2F');
    expect(redirectTo()).toBe('/deals/');
    const answer = await post({ ...loginFields, redirect_to: redirectTo() });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/deals/');
  });

  it('a redirect_to to another site, or none, leads to the home page', async () => {
    for (const query of ['?redirect_to=https%3A%2F%2Fevil.example%2F', '?redirect_to=%2F%2Fevil.example%2F', '']) {
      await loadPage(`/wp-login.php${query}`);
      expect(redirectTo()).toBe('/');
    }
    await loadPage(`/wp-login.php?redirect_to=${encodeURIComponent(`${location.origin}/shop/?orderby=price`)}`);
    expect(redirectTo()).toBe('/shop/?orderby=price');
  });

  it('a wrong password on the login page keeps where the shopper was going', async () => {
    const answer = await post({ ...loginFields, rehub_user_pass: 'fout', redirect_to: '/deals/' });
    const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
    expect(page.querySelector('[role=alert]')!.textContent).toBe('Onjuiste gebruikersnaam of wachtwoord. Probeer het opnieuw.');
    expect(page.querySelector<HTMLInputElement>('#rehub_login_form_modal [name=redirect_to]')!.value).toBe('/deals/');
  });

  it('a logged-in visitor is sent on from the login page to its redirect_to (or home), like WordPress', async () => {
    document.cookie = 'demo_logged_in=1; path=/';
    const open = (query: string) => fetch(new URL(`/wp-login.php${query}`, location.href), { redirect: 'manual' });
    const toDeals = await open('?redirect_to=%2Fdeals%2F');
    expect([toDeals.status, toDeals.headers.get('location')]).toEqual([302, '/deals/']);
    const home = await open('?redirect_to=https%3A%2F%2Fevil.example%2F');
    expect([home.status, home.headers.get('location')]).toEqual([302, '/']);
  });
});
