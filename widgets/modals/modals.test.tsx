import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { axeViolations } from '../../test/helpers/axe';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { until } from '../../test/helpers/until';
import { demo, server } from '../../test/msw';
import type { FailureMode } from '../../fixtures/shop/emulation';
import { openDialog } from '../../test/helpers/dialogs';

const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 10_000 });
describe('generic pop-ups', { timeout: 20_000 }, () => {
  it('a trigger opens the pop-up by id; its own close button closes it; default max width 500', async () => {
    await loadPage('/deals/');
    const { store } = startWidgets();
    fireEvent.click(screen.getByRole('button', { name: 'Actievoorwaarden' }));
    const dialog = await findDialog('Actievoorwaarden');
    expect(dialog.style.maxWidth).toBe('500px');
    expect(document.getElementById('deal-voorwaarden')!.classList.contains('active')).toBe(true);
    expect(store.getState().ui.openModal).toBe('popup-deal-voorwaarden');
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(dialog.querySelector('.cpopupclose')!);
    expect(openDialog()).toBeNull();
    expect(document.getElementById('deal-voorwaarden')!.classList.contains('active')).toBe(false);
  });
});

describe('server pop-ups as the Rehub theme prints them', { timeout: 20_000 }, () => {
  it('a pop-up titled by div.re_title_inmodal is named by that title, not "Venster"', async () => {
    await loadPage('/deals/');
    // The theme's login pop-up has no heading: its title is <div class="re_title_inmodal">.
    const heading = document.querySelector('#rehub-login-popup h2')!;
    const title = document.createElement('div');
    title.className = 're_title_inmodal';
    title.textContent = 'Log in bij De Groene Maaier';
    heading.replaceWith(title);
    startWidgets();
    fireEvent.click(document.querySelector('.rh-header-login')!);
    const dialog = await findDialog('Log in bij De Groene Maaier');
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
    expect(screen.queryByRole('dialog', { name: 'Venster' })).toBeNull();
  });
});

describe('lightbox', { timeout: 20_000 }, () => {
  it('shows images, inline and iframe content with next / previous and the arrow keys', async () => {
    await loadPage('/deals/');
    startWidgets();
    fireEvent.click(document.querySelector('.modulo-lightbox a')!);
    const dialog = await findDialog('GreenLine 36V van voren');
    expect(within(dialog).getByRole('img', { name: 'GreenLine 36V van voren' })).toBeTruthy();
    expect(within(dialog).getByText('1 van 4')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await findDialog('Compact 18V');
    fireEvent.click(within(openDialog()!).getByRole('button', { name: 'Volgende' }));
    const inline = await findDialog('Specificaties GreenLine 36V');
    expect(within(inline).getByText('Maaibreedte: 46 cm')).toBeTruthy();
    const frame = within(inline).getByTestId('lightbox-frame');
    expect(frame.style.width).toBe('630px');
    expect(frame.style.height).toBe('440px');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    const video = await findDialog('Video: maaien met de GreenLine');
    expect(within(video).getByTitle('Video: maaien met de GreenLine').getAttribute('width')).toBe('640');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await findDialog('GreenLine 36V van voren');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await findDialog('Video: maaien met de GreenLine');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(openDialog()).toBeNull();
    expect(document.getElementById('deal-specs-inline')!.closest('.deal-extras')).not.toBeNull();
  });
});

describe('quick view', { timeout: 20_000 }, () => {
  it('loads the product content into the dialog; its add-to-cart form is the normal product form', async () => {
    await loadPage('/shop/');
    startWidgets();
    fireEvent.click(document.querySelector('.quick_view_button[data-product_id="101"]')!);
    const dialog = await findDialog('Snel bekijken: Accu grasmaaier GreenLine 36V');
    expect(within(dialog).getByText('Laden...')).toBeTruthy();
    await within(dialog).findByRole('button', { name: 'In winkelwagen' });
    expect(dialog.querySelector('form.cart button[name="add-to-cart"]')!.getAttribute('value')).toBe('101');
    expect(within(dialog).queryByText('Laden...')).toBeNull();
    expect(dialog.style.maxWidth).toBe('500px'); // SPEC §9: the modal default
    expect(await axeViolations()).toEqual([]);
  });

  it('closes when the cart clears ui.openModal after an add', async () => {
    await loadPage('/shop/');
    const { store } = startWidgets();
    fireEvent.click(document.querySelector('.quick_view_button[data-product_id="102"]')!);
    await findDialog('Snel bekijken: Accu grasmaaier Compact 18V');
    expect(store.getState().ui.openModal).toBe('quickview');
    act(() => store.getState().ui.setOpenModal(null));
    expect(openDialog()).toBeNull();
  });

  it('its add to cart goes to the cart: the quick view closes, the panel opens with the product, the count updates', async () => {
    const adds: URLSearchParams[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).searchParams.get('wc-ajax') === 'add_to_cart') adds.push(new URLSearchParams(await request.clone().text()));
    });
    await loadPage('/shop/');
    startWidgets();
    fireEvent.click(document.querySelector('.quick_view_button[data-product_id="101"]')!);
    const dialog = await findDialog('Snel bekijken: Accu grasmaaier GreenLine 36V');
    const add = await within(dialog).findByRole('button', { name: 'In winkelwagen' });
    fireEvent.change(within(dialog).getByLabelText('Aantal'), { target: { value: '2' } });
    fireEvent.click(add);
    await until(() => expect(adds).toHaveLength(1));
    expect(Object.fromEntries(adds[0]!)).toMatchObject({ product_id: '101', quantity: '2' });
    const panel = document.getElementById('rh-woo-cart-panel')!;
    await until(() => expect(panel.classList.contains('active')).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Snel bekijken: Accu grasmaaier GreenLine 36V' })).toBeNull();
    expect(openDialog()).toBe(panel.querySelector('[role=dialog]'));
    expect(document.querySelector('.rh-cart-count')!.textContent).toBe('2');
    await until(() => expect(within(panel).getByText('Accu grasmaaier GreenLine 36V')).toBeTruthy());
    server.events.removeAllListeners();
  });

  const modes: FailureMode[] = ['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'offline'];
  it.each(modes)('%s: the dialog says "An error has occured. Please try again in a few moments."', async (mode) => {
    demo.shop.fail('rehub_quick_view', mode);
    await loadPage('/shop/');
    startWidgets();
    fireEvent.click(document.querySelector('.quick_view_button[data-product_id="101"]')!);
    const dialog = await findDialog('Snel bekijken: Accu grasmaaier GreenLine 36V');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Er is een fout opgetreden. Probeer het over enkele ogenblikken opnieuw.');
    expect(within(dialog).queryByText('Laden...')).toBeNull();
  });

  it('timeout: shows "Loading..." until the client gives up, then the modal-load error', async () => {
    await loadPage('/shop/');
    startWidgets();
    // Once open and closed, so the island is loaded; then the clock is fake before the slow call starts.
    fireEvent.click(document.querySelector('.quick_view_button[data-product_id="102"]')!);
    await findDialog('Snel bekijken: Accu grasmaaier Compact 18V');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    demo.shop.fail('rehub_quick_view', 'timeout');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(document.querySelector('.quick_view_button[data-product_id="101"]')!);
    let dialog!: HTMLElement;
    await until(() => (dialog = screen.getByRole('dialog', { name: 'Snel bekijken: Accu grasmaaier GreenLine 36V' })));
    expect(within(dialog).getByText('Laden...')).toBeTruthy();
    await settle(); // the call is on its way (its time-out timer is set)
    await act(async () => vi.advanceTimersByTime(15_000));
    vi.useRealTimers();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Er is een fout opgetreden. Probeer het over enkele ogenblikken opnieuw.');
  });
});
