import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { demo, server } from '../../test/msw';
import type { FailureMode } from '../../fixtures/shop';
import { recordAdminAjax, islandSuite } from '../../test/helpers/marketplace';
import { pastRequestTimeout } from '../../test/helpers/request-timeout';

// Without the sync notice, whose 15 s countdown would reload the page during the slow failure modes.
const PRODUCT = '/product/accu-grasmaaier-greenline-36v/?demo_sync=no';
const MODES: FailureMode[] = ['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'timeout', 'offline'];

const box = () => screen.findByRole('group', { name: 'Kies het land van de marktplaats' });
const row = (name: string) => screen.getByRole('radio', { name }).closest('li')!;

islandSuite(() => import('./country-box-island'));

describe('country box', () => {
  it('shows one radio per country with flag, name and status, the saved country checked', async () => {
    await loadPage(PRODUCT);
    startWidgets();
    const group = await box();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['Nederland', 'Deutschland', 'United Kingdom', 'France', 'Italia', 'España']);
    expect((screen.getByRole('radio', { name: 'Deutschland' }) as HTMLInputElement).checked).toBe(true);
    expect(within(row('Nederland')).getByText('beschikbaar')).toBeTruthy();
    expect(within(row('United Kingdom')).getByText('niet beschikbaar')).toBeTruthy();
    // WooZone's markup: its CSS draws the flag from the domain class; no emoji text.
    expect(row('Deutschland').querySelector('.WooZone-cc_domain.de')?.textContent).toBe('');
    expect(row('United Kingdom').querySelector('.WooZone-cc_domain.co-uk')).not.toBeNull();
  });

  it("goes into the page whole, its rows made: the page's observers see one addition", async () => {
    await loadPage(PRODUCT);
    const added: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => added.push(...record.addedNodes)));
    observer.observe(document.body, { childList: true, subtree: true });
    startWidgets();
    const group = await box();
    await settle();
    observer.disconnect();
    // Later answers write statuses into the rows; the box and its rows arrived once.
    expect(added.filter((node) => node === group || (node instanceof HTMLLIElement && group.contains(node)))).toEqual([group]);
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
  });

  it('builds outbound links with the country affiliate id, else main_aff_id', async () => {
    await loadPage(PRODUCT);
    startWidgets();
    await box();
    const link = (name: string) => within(row(name)).getByRole('link').getAttribute('href');
    expect(link('Deutschland')).toBe('https://www.amazon.de/dp/B0GL36V460/?tag=groenemaaier-de-21');
    expect(link('United Kingdom')).toBe('https://www.amazon.co.uk/dp/B0GL36V460/?tag=groenemaaier-uk-21');
    expect(link('Nederland')).toBe('https://www.amazon.nl/dp/B0GL36V460/?tag=groenemaaier-21');
    expect(within(row('Nederland')).getByRole('link').getAttribute('target')).toBe('_blank');
  });

  const POSITIONS: [string, (el: Element) => boolean | undefined][] = [
    ['before_add_to_cart', (el) => el.nextElementSibling?.matches('form.cart')],
    ['before_title_and_thumb', (el) => el.parentElement?.id === 'product-101' && el === el.parentElement.firstElementChild],
    [
      'before_woocommerce_tabs',
      (el) => el.nextElementSibling?.matches('div.woocommerce-tabs') && el.classList.contains('WooZone-boxpos-before_woocommerce_tabs'),
    ],
  ];

  it.each(POSITIONS)('sits at its position %s on a shop without our plugin', async (boxpos, isPlaced) => {
    await loadPage(`${PRODUCT}&demo_boxpos=${boxpos}&demo_country_spot=no`);
    expect(document.querySelector('[data-shop-widgets-spot]')).toBeNull();
    startWidgets();
    const group = await box();
    expect(isPlaced(group)).toBe(true);
  });

  it.each(POSITIONS)("takes the place of the plugin's stand-in at %s, and gives it back when it goes", async (boxpos, isPlaced) => {
    await loadPage(`${PRODUCT}&demo_boxpos=${boxpos}`);
    const spot = document.querySelector('[data-shop-widgets-spot="country-box"]')!;
    // The stand-in is where the box goes, as many rows as countries, hidden from sight and from assistive technology.
    expect(isPlaced(spot)).toBe(true);
    expect(spot.querySelectorAll('li')).toHaveLength(6);
    expect(spot.getAttribute('aria-hidden')).toBe('true');
    const { api } = startWidgets();
    const group = await box();
    expect(isPlaced(group)).toBe(true);
    expect(spot.isConnected).toBe(false);
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    expect(document.querySelectorAll('fieldset.WooZone-country-box')).toHaveLength(1);
    api.unmount(document.body);
    expect(group.isConnected).toBe(false);
    expect(spot.isConnected && isPlaced(spot)).toBe(true);
  });

  it('saves the chosen country at once with save_product_country, showing Saving...', async () => {
    const calls = recordAdminAjax();
    await loadPage(PRODUCT);
    startWidgets();
    await box();
    fireEvent.click(screen.getByRole('radio', { name: 'France' }));
    expect((screen.getByRole('radio', { name: 'France' }) as HTMLInputElement).checked).toBe(true);
    expect(document.querySelector('.WooZone-country-loader[role="status"]')!.textContent).toBe('Opslaan...');
    await waitFor(() => expect(calls('save_product_country')).toHaveLength(1));
    expect(calls('save_product_country')[0]!.get('product_id')).toBe('101');
    expect(calls('save_product_country')[0]!.get('product_country')).toBe('fr');
    await waitFor(() => expect(document.querySelector('.WooZone-country-loader')!.textContent).toBe(''));
    // The add to cart now carries the country, and a reload shows it as the saved one.
    expect(document.querySelector<HTMLInputElement>('form.cart input[name="WooZone_country"]')!.value).toBe('fr');
    await loadPage(PRODUCT);
    startWidgets();
    await box();
    expect((screen.getByRole('radio', { name: 'France' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the loader until the last of overlapping calls has answered', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    server.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        const body = new URLSearchParams(await request.clone().text());
        if (body.get('sub_action') === 'save_product_country' && first) {
          first = false;
          await held;
        }
        return undefined; // on to the demo shop
      }),
    );
    const calls = recordAdminAjax();
    await loadPage(PRODUCT);
    startWidgets();
    await box();
    const loader = () => document.querySelector('.WooZone-country-loader[role="status"]')!.textContent;
    await waitFor(() => expect(loader()).toBe('')); // the page-load update_countries has answered
    fireEvent.click(screen.getByRole('radio', { name: 'France' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Nederland' }));
    await waitFor(() => expect(calls('save_product_country')).toHaveLength(2));
    await settle();
    expect(loader()).toBe('Opslaan...');
    release();
    await waitFor(() => expect(loader()).toBe(''));
    expect((screen.getByRole('radio', { name: 'Nederland' }) as HTMLInputElement).checked).toBe(true);
  });

  it('refreshes the list with update_countries once per page view when do_update is set', async () => {
    const calls = recordAdminAjax();
    await loadPage(PRODUCT);
    const { api } = startWidgets();
    await box();
    await waitFor(() => expect(within(row('Italia')).getByText('beschikbaar')).toBeTruthy());
    expect(within(row('España')).getByText('niet beschikbaar')).toBeTruthy();
    expect(calls('update_countries')).toHaveLength(1);
    expect(calls('update_countries')[0]!.get('asin')).toBe('B0GL36V460');
    // Mounting the box again in the same page view does not ask again.
    const serverBox = document.querySelector('ul.WooZone-country-check:not([data-sw-live])')!;
    api.unmount(document.body);
    api.mount(serverBox.parentElement!);
    await box();
    await settle();
    expect(calls('update_countries')).toHaveLength(1);
  });

  it('verifies at interval 300 for at most 15 steps, then shows what is unknown as not available', async () => {
    server.use(http.post('*/wp-admin/admin-ajax.php', () => new Promise<Response>(() => {})));
    await loadPage(PRODUCT);
    // Only the intervals are faked: React and the island's import keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    startWidgets();
    await box();
    await act(async () => vi.advanceTimersByTime(300 * 15 - 1));
    expect(within(row('Italia')).getByText('Laden...')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(within(row('Italia')).getByText('niet beschikbaar')).toBeTruthy();
    expect(within(row('España')).getByText('niet beschikbaar')).toBeTruthy();
    expect(within(row('Deutschland')).getByText('beschikbaar')).toBeTruthy();
  });

  it.each(MODES)('ignores a failing update_countries (%s): the cached list stays, nothing is stuck', async (mode) => {
    demo.shop.fail('update_countries', mode);
    await loadPage(PRODUCT);
    let store!: ReturnType<typeof startWidgets>['store'];
    // The call starts at mount: the time-out is faked from the start.
    await pastRequestTimeout(
      () => ({ store } = startWidgets()),
      () => expect(store.getState().marketplace.countriesUpdated).toBe(true),
    );
    await waitFor(() => expect(document.querySelector('.WooZone-country-loader')!.textContent).toBe(''));
    // Italia stays unverified ('Laden...', or 'niet beschikbaar' once the verify ran out), never 'beschikbaar'.
    expect(within(row('Italia')).queryByText('beschikbaar')).toBeNull();
    expect(within(row('Deutschland')).getByText('beschikbaar')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
  });

  it.each(MODES)('ignores a failing save_product_country (%s): the choice stays, the loader goes', async (mode) => {
    demo.shop.fail('save_product_country', mode);
    await loadPage(PRODUCT);
    const { store } = startWidgets();
    await box();
    // The page-load update_countries first: the choice below must not race its answer.
    await waitFor(() =>
      expect(store.getState().marketplace.countriesUpdated && document.querySelector('.WooZone-country-loader')!.textContent === '').toBe(true),
    );
    await pastRequestTimeout(() => fireEvent.click(screen.getByRole('radio', { name: 'Nederland' })));
    expect(store.getState().marketplace.chosenCountry).toBe('nl');
    await waitFor(() => expect(document.querySelector('.WooZone-country-loader')!.textContent).toBe(''));
    expect((screen.getByRole('radio', { name: 'Nederland' }) as HTMLInputElement).checked).toBe(true);
  });

  it('on a cold page (nothing asked at start: every country known) the first choice saves it', async () => {
    const calls = recordAdminAjax();
    await loadPage('/product/reserve-accu-18v-5ah/?demo_sync=no');
    startWidgets();
    await box();
    await settle();
    expect(calls('update_countries')).toHaveLength(0); // no call at start: the calls' code is not here yet
    fireEvent.click(screen.getByRole('radio', { name: 'France' }));
    expect((screen.getByRole('radio', { name: 'France' }) as HTMLInputElement).checked).toBe(true);
    expect(document.querySelector('.WooZone-country-loader[role="status"]')!.textContent).toBe('Opslaan...');
    await waitFor(() => expect(calls('save_product_country')).toHaveLength(1));
    expect(calls('save_product_country')[0]!.get('product_country')).toBe('fr');
    await waitFor(() => expect(document.querySelector('.WooZone-country-loader')!.textContent).toBe(''));
    expect(document.querySelector<HTMLInputElement>('form.cart input[name="WooZone_country"]')!.value).toBe('fr');
  });

  it('keeps keyboard focus on the radio the shopper is on when update_countries answers', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        const body = new URLSearchParams(await request.clone().text());
        if (body.get('sub_action') === 'update_countries') await held;
        return undefined; // on to the demo shop
      }),
    );
    await loadPage(PRODUCT);
    startWidgets();
    await box();
    const radio = screen.getByRole('radio', { name: 'Italia' });
    radio.focus();
    expect(within(row('Italia')).getByText('Laden...')).toBeTruthy();
    release();
    await waitFor(() => expect(within(row('Italia')).getByText('beschikbaar')).toBeTruthy());
    expect(document.activeElement).toBe(radio);
    expect(screen.getByRole('radio', { name: 'Italia' })).toBe(radio);
  });

  it('shows the legend and statuses in Dutch from the start-up strings where the plugin prints none', async () => {
    await loadPage(PRODUCT);
    delete (window as unknown as { woozone_vars?: unknown }).woozone_vars; // no strings of the plugin's own
    startWidgets();
    await box();
    expect(within(row('Nederland')).getByText('beschikbaar')).toBeTruthy();
    expect(within(row('United Kingdom')).getByText('niet beschikbaar')).toBeTruthy();
    expect(within(row('Nederland')).getByRole('link').textContent).toBe('Nederland (opent in een nieuw venster)');
  });

  it.each([
    ['its JSON is broken', () => (document.querySelector('.WooZone-country-cached')!.textContent = '{nope')],
    ["WooZone's row template has no status", () => document.querySelector('#WooZone-cc-template .WooZone-cc-status')!.remove()],
  ])('leaves the server box alone and says why when %s', async (_case, breakIt) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadPage(PRODUCT);
    breakIt();
    startWidgets();
    await settle();
    expect(screen.queryByRole('group', { name: 'Kies het land van de marktplaats' })).toBeNull();
    expect(errors).toHaveBeenCalledWith('[shop-widgets]', expect.stringContaining('country box'));
  });
});
