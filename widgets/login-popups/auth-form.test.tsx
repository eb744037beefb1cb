import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { until } from '../../test/helpers/until';
import { openDialog } from '../../test/helpers/dialogs';
import { browser } from '../../src/dom/browser-full';
import { demo, server } from '../../test/msw';
import type { FailureMode } from '../../fixtures/shop/emulation';
import { AUTH_ACTIONS } from '../../fixtures/pages/partials/account';
import { LOGIN_SUCCESS_REDIRECT_DELAY_MS, REGISTER_SUCCESS_REDIRECT_DELAY_MS, RESET_PASSWORD_SUCCESS_RELOAD_DELAY_MS } from '../../src/config/constants';

// SPEC §8's "An error has occured. Please try again in a few moments." on the Dutch shop.
const MODAL_LOAD_ERROR = 'Er is een fout opgetreden. Probeer het over enkele ogenblikken opnieuw.';

/** Opens a pop-up of /deals/; `adapt` first changes the page as a theme variant prints it. */
async function openPopup(triggerSelector: string, name: string, adapt?: (doc: Document) => void) {
  await loadPage('/deals/');
  adapt?.(document);
  startWidgets();
  fireEvent.click(document.querySelector(triggerSelector)!);
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 10_000 });
  await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  // The island is loaded and rendered: from here the clock is fake, so every delay is exact.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  return dialog;
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const submit = (dialog: HTMLElement) => fireEvent.submit(dialog.querySelector('form')!);
const errorArea = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.rehub-errors')!;

function spyNavigation() {
  return {
    assign: vi.spyOn(browser, 'assign').mockImplementation(() => {}),
    reload: vi.spyOn(browser, 'reload').mockImplementation(() => {}),
  };
}

describe('login form', { timeout: 20_000 }, () => {
  it('success: shows the message, hides submit, and after 200 ms goes to the redirecturl', async () => {
    const nav = spyNavigation();
    const dialog = await openPopup('.rh-header-login', 'Inloggen');
    type(dialog, 'Gebruikersnaam of e-mailadres', 'demo');
    type(dialog, 'Wachtwoord', 'tuin1234');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Je bent ingelogd. Even geduld…'));
    expect(dialog.querySelector<HTMLButtonElement>('button.rehub_main_btn')!.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(LOGIN_SUCCESS_REDIRECT_DELAY_MS - 1));
    expect(nav.assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(nav.assign).toHaveBeenCalledWith(`${location.origin}/deals/`);
    expect(nav.reload).not.toHaveBeenCalled();
    expect(200).toBe(LOGIN_SUCCESS_REDIRECT_DELAY_MS);
  });

  it('success without a redirecturl reloads after 200 ms; a redirecturl on another site is not followed', async () => {
    const nav = spyNavigation();
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.text('{"error":false,"message":"Welkom terug","redirecturl":"https://evil.example/"}')),
    );
    const dialog = await openPopup('.rh-header-login', 'Inloggen');
    type(dialog, 'Gebruikersnaam of e-mailadres', 'demo');
    type(dialog, 'Wachtwoord', 'tuin1234');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Welkom terug'));
    act(() => vi.advanceTimersByTime(200));
    expect(nav.reload).toHaveBeenCalledTimes(1);
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('wrong password: the server message shows as text, what was typed stays, nothing navigates', async () => {
    const nav = spyNavigation();
    const dialog = await openPopup('.rh-header-login', 'Inloggen');
    type(dialog, 'Gebruikersnaam of e-mailadres', 'demo');
    type(dialog, 'Wachtwoord', 'fout');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Onjuiste gebruikersnaam of wachtwoord. Probeer het opnieuw.'));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Gebruikersnaam of e-mailadres').value).toBe('demo');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Wachtwoord').value).toBe('fout');
    expect(within(dialog).getByRole('button', { name: 'Inloggen' }).hasAttribute('disabled')).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(nav.assign).not.toHaveBeenCalled();
    expect(nav.reload).not.toHaveBeenCalled();
  });

  it("the theme's HTML message shows as its words, without the tags", async () => {
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.json({ error: true, message: '<div class="wpsm_box warning_type mb30"><i></i>Please fill all form fields</div>' }),
      ),
    );
    const dialog = await openPopup('.rh-header-login', 'Inloggen');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Please fill all form fields'));
    expect(errorArea(dialog).querySelector('*')).toBeNull();
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill all form fields');
  });

  it('markup in a message never runs and never reaches the page: only its text shows', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server.use(
      http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ error: true, message: '<img src=x onerror=alert(1)><script>alert(2)</script>Fout' })),
    );
    const dialog = await openPopup('.rh-header-login', 'Inloggen');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Fout'));
    expect(document.querySelector('img[src="x"], script:not([src]):not([type="application/json"])')).toBeNull();
    await settle();
    expect(alert).not.toHaveBeenCalled();
  });

  it('uses the error area the theme prints after </form> in the pop-up, and makes no second one', async () => {
    const dialog = await openPopup('.rh-header-login', 'Inloggen', (doc) => {
      const form = doc.getElementById('rehub_login_form_modal')!;
      form.after(form.querySelector('.rehub-errors')!);
    });
    type(dialog, 'Gebruikersnaam of e-mailadres', 'demo');
    type(dialog, 'Wachtwoord', 'fout');
    submit(dialog);
    const area = errorArea(dialog);
    expect(area.closest('form')).toBeNull();
    await until(() => expect(area.textContent).toBe('Onjuiste gebruikersnaam of wachtwoord. Probeer het opnieuw.'));
    expect(dialog.querySelectorAll('.rehub-errors')).toHaveLength(1);
  });

  it('opened again, the pop-up no longer shows the last message', async () => {
    const dialog = await openPopup('.rh-header-login', 'Inloggen');
    type(dialog, 'Gebruikersnaam of e-mailadres', 'demo');
    type(dialog, 'Wachtwoord', 'fout');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Onjuiste gebruikersnaam of wachtwoord. Probeer het opnieuw.'));
    vi.useRealTimers();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(openDialog()).toBeNull();
    fireEvent.click(document.querySelector('.rh-header-login')!);
    const again = await screen.findByRole('dialog', { name: 'Inloggen' });
    expect(errorArea(again).textContent).toBe('');
    expect(within(again).queryByText('Onjuiste gebruikersnaam of wachtwoord. Probeer het opnieuw.')).toBeNull();
  });

  const modes: FailureMode[] = ['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'timeout', 'offline'];
  it.each(modes)('%s: shows the modal-load error, keeps what was typed, and can be sent again', async (mode) => {
    const nav = spyNavigation();
    demo.shop.fail('rehub_login_member_popup_function', mode);
    const dialog = await openPopup('.rh-header-login', 'Inloggen');
    type(dialog, 'Gebruikersnaam of e-mailadres', 'demo');
    type(dialog, 'Wachtwoord', 'tuin1234');
    submit(dialog);
    if (mode === 'timeout') {
      // Busy while the call runs (no double submit), until the client's 15 s time-out.
      await until(() => expect(within(dialog).getByRole('button', { name: 'Inloggen' }).hasAttribute('disabled')).toBe(true));
      await act(async () => vi.advanceTimersByTime(15_000));
    }
    await until(() => expect(errorArea(dialog).textContent).toBe(MODAL_LOAD_ERROR));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Wachtwoord').value).toBe('tuin1234');
    expect(within(dialog).getByRole('button', { name: 'Inloggen' }).hasAttribute('disabled')).toBe(false);
    expect(nav.assign).not.toHaveBeenCalled();
    expect(nav.reload).not.toHaveBeenCalled();
  });
});

describe('register form', { timeout: 20_000 }, () => {
  async function fill(dialog: HTMLElement, email: string, phone = '') {
    type(dialog, 'Gebruikersnaam', 'tuinier');
    type(dialog, 'E-mailadres', email);
    type(dialog, 'Telefoon (optioneel)', phone);
    type(dialog, 'Wachtwoord', 'geheim123');
    fireEvent.click(within(dialog).getByLabelText('Ik ben geen robot (demo-captcha)'));
  }

  it('success marks the pop-up complete and after 4000 ms reloads', async () => {
    const nav = spyNavigation();
    const dialog = await openPopup('.rh-header-register', 'Account aanmaken');
    await fill(dialog, 'nieuw@tuin.nl', '+31 6 1234 5678');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Je account is aangemaakt. Welkom bij De Groene Maaier!'));
    expect(document.getElementById('rehub-register-popup')!.classList.contains('registration-complete')).toBe(true);
    act(() => vi.advanceTimersByTime(REGISTER_SUCCESS_REDIRECT_DELAY_MS - 1));
    expect(nav.reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(nav.reload).toHaveBeenCalledTimes(1);
    expect(4000).toBe(REGISTER_SUCCESS_REDIRECT_DELAY_MS);
  });

  it.each([
    ['#rehub-register-popup', (doc: Document) => doc.getElementById('rehub-register-popup')!.classList.remove('rehub-popup')],
    [
      'div.rehub-register-popup',
      (doc: Document) => {
        const form = doc.getElementById('rehub_registration_form_modal')!;
        const wrapper = doc.createElement('div');
        wrapper.className = 'rehub-register-popup';
        form.replaceWith(wrapper);
        wrapper.append(form);
      },
    ],
  ])('success marks the theme wrapper %s complete', async (wrapper, adapt) => {
    spyNavigation();
    const dialog = await openPopup('.rh-header-register', 'Account aanmaken', adapt);
    await fill(dialog, 'nieuw@tuin.nl');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Je account is aangemaakt. Welkom bij De Groene Maaier!'));
    expect(dialog.querySelector(wrapper)!.classList.contains('registration-complete')).toBe(true);
    expect(dialog.querySelector('form')!.classList.contains('registration-complete')).toBe(false);
  });

  it('success with a same-origin redirecturl goes there after 4000 ms', async () => {
    const nav = spyNavigation();
    server.use(http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.json({ error: false, message: 'Gelukt', redirecturl: '/mijn-account/' })));
    const dialog = await openPopup('.rh-header-register', 'Account aanmaken');
    await fill(dialog, 'nieuw@tuin.nl');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Gelukt'));
    act(() => vi.advanceTimersByTime(4000));
    expect(nav.assign).toHaveBeenCalledWith(`${location.origin}/mijn-account/`);
  });

  it('an error from the server shows its message, keeps the fields, does not mark complete', async () => {
    const dialog = await openPopup('.rh-header-register', 'Account aanmaken');
    await fill(dialog, 'demo@groenemaaier.nl');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Er bestaat al een account met dit e-mailadres.'));
    expect(within(dialog).getByLabelText<HTMLInputElement>('E-mailadres').value).toBe('demo@groenemaaier.nl');
    expect(document.getElementById('rehub-register-popup')!.classList.contains('registration-complete')).toBe(false);
  });

  it('checks the e-mail and phone patterns before sending and says what is wrong', async () => {
    const requests: string[] = [];
    // The register call only: other widgets on the page talk to admin-ajax too.
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URLSearchParams(await request.clone().text()).get('action') === AUTH_ACTIONS.register) requests.push(request.url);
    });
    const dialog = await openPopup('.rh-header-register', 'Account aanmaken');
    await fill(dialog, 'nieuw@tuin.n');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'));
    expect(within(dialog).getByLabelText('E-mailadres').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('E-mailadres'));
    type(dialog, 'E-mailadres', 'nieuw@tuin.nl');
    type(dialog, 'Telefoon (optioneel)', '06-123');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Vul een geldig telefoonnummer in: 6 tot 15 cijfers, eventueel met + ervoor.'));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Telefoon (optioneel)').value).toBe('06-123');
    type(dialog, 'Gebruikersnaam', '');
    submit(dialog);
    await until(() => expect(errorArea(dialog).textContent).toBe('Vul het veld “Gebruikersnaam” in.'));
    await settle();
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('reset-password form', { timeout: 20_000 }, () => {
  it('success shows the message and reloads after 3000 ms', async () => {
    const nav = spyNavigation();
    const dialog = await openPopup('.rh-header-login', 'Inloggen');
    vi.useRealTimers();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Wachtwoord vergeten?' }));
    const reset = await screen.findByRole('dialog', { name: 'Wachtwoord vergeten' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    type(reset, 'Gebruikersnaam of e-mailadres', 'demo@groenemaaier.nl');
    submit(reset);
    await until(() => expect(errorArea(reset).textContent).toBe('Controleer je e-mail: we hebben je een link gestuurd om een nieuw wachtwoord te kiezen.'));
    act(() => vi.advanceTimersByTime(RESET_PASSWORD_SUCCESS_RELOAD_DELAY_MS - 1));
    expect(nav.reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(nav.reload).toHaveBeenCalledTimes(1);
    expect(3000).toBe(RESET_PASSWORD_SUCCESS_RELOAD_DELAY_MS);
  });

  it('an e-mail address is checked before sending; an unknown account shows the server message', async () => {
    const nav = spyNavigation();
    const dialog = await openPopup('[data-type="deal-alert"]', 'Inloggen');
    vi.useRealTimers();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Wachtwoord vergeten?' }));
    const reset = await screen.findByRole('dialog', { name: 'Wachtwoord vergeten' });
    type(reset, 'Gebruikersnaam of e-mailadres', 'iemand@tuin');
    submit(reset);
    await until(() => expect(errorArea(reset).textContent).toBe('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'));
    type(reset, 'Gebruikersnaam of e-mailadres', 'onbekend');
    submit(reset);
    await until(() => expect(errorArea(reset).textContent).toBe('Er is geen account met deze gebruikersnaam of dit e-mailadres.'));
    expect(nav.reload).not.toHaveBeenCalled();
  });
});
