import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { islandSuite } from '../../test/helpers/marketplace';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { demo } from '../../test/msw';
import { browser } from '../../src/dom/browser-full';
import type { FailureMode } from '../../fixtures/shop';
import { pastRequestTimeout } from '../../test/helpers/request-timeout';

// Without the sync notice, whose countdown would reload the page during the slow failure modes.
const PRODUCT = '/product/accu-grasmaaier-greenline-36v/?demo_sync=no';
const total = () => document.getElementById('cross-sell-buying-price')!.textContent;
const block = () => document.getElementById('feq-products')!;
const item = (name: string) => screen.getByRole('checkbox', { name });

/** The debug box ("Cache legen") is on the page only in WooZone's debug mode. */
const DEBUG_PAGE = `${PRODUCT}&demo_debug=1`;

async function loaded(path = PRODUCT) {
  await loadPage(path);
  startWidgets();
  await screen.findByRole('checkbox', { name: 'Reserve accu 18V 5,0 Ah' });
}

islandSuite(() => import('./cross-sell-island'));

describe('cross-sell', () => {
  it("shows 'Vaak samen gekocht wordt geladen...' while it loads, then the items with their total", async () => {
    await loadPage(PRODUCT);
    startWidgets();
    // The island and React load when the box comes into view (nothing is prefetched at idle).
    expect(await screen.findByText('Vaak samen gekocht wordt geladen...', {}, { timeout: 5000 })).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'Snellader 18V' });
    expect(screen.queryByText('Vaak samen gekocht wordt geladen...')).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(total()).toBe('€ 147,39');
    expect(document.querySelector('.main-cross-sell')!.textContent).not.toContain('Bekijk de accessoires');
  });

  it("recomputes the 2-decimal total on every change, with ',' as the store's separator", async () => {
    await loaded();
    fireEvent.click(item('Reserve accu 18V 5,0 Ah'));
    expect(total()).toBe('€ 77,44');
    expect(item('Reserve accu 18V 5,0 Ah').closest('li')!.classList.contains('cross-sale-uncheck')).toBe(true);
    expect(document.getElementById('cross-sell-thumb-B0AC18V5AH')!.closest('li')!.style.display).toBe('none');
    fireEvent.click(item('Snellader 18V'));
    expect(total()).toBe('€ 37,49');
    fireEvent.click(item('Reserve accu 18V 5,0 Ah'));
    expect(total()).toBe('€ 107,44');
  });

  it("uses '.' when the store's separator is '.'", async () => {
    await loaded();
    document.querySelector<HTMLElement>('.cross-sell-price-sep')!.dataset.price_dec_sep = '.';
    fireEvent.click(item('Snellader 18V'));
    expect(total()).toBe('€ 107.44');
  });

  it('hides the block when the total is 0 and shows it again', async () => {
    await loaded();
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    expect(total()).toBe('€ 0,00');
    expect(block().style.display).toBe('none');
    fireEvent.click(item('Reservemes 46 cm'));
    expect(block().style.display).toBe('');
    expect(total()).toBe('€ 24,50');
  });

  it('adds the checked items: {href}?amz_cross_sell=yes&asins=...', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await loaded();
    fireEvent.click(item('Snellader 18V'));
    fireEvent.click(screen.getByRole('link', { name: 'Geselecteerde in winkelwagen' }));
    expect(assign).toHaveBeenCalledWith(`${location.origin}/cart/?amz_cross_sell=yes&asins=B0AC18V5AH,B0MS460000,B0TD205000`);
  });

  it('empties the cache from the debug box and reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    await loaded(DEBUG_PAGE);
    const button = await screen.findByRole('button', { name: 'Cache legen' });
    fireEvent.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Opslaan...')).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it.each<FailureMode>(['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'timeout', 'offline'])(
    'a failing empty-cache call (%s) gives the button back and does not reload',
    async (mode) => {
      const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
      await loaded(DEBUG_PAGE);
      demo.shop.fail('cross_sell_empty_cache', mode);
      const button = (await screen.findByRole('button', { name: 'Cache legen' })) as HTMLButtonElement;
      await pastRequestTimeout(() => fireEvent.click(button));
      await waitFor(() => expect(button.disabled).toBe(false));
      expect(screen.queryByText('Opslaan...')).toBeNull();
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it.each<FailureMode>(['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'timeout', 'offline'])(
    'a failing load_cross_sell (%s) is ignored: the server placeholder stays',
    async (mode) => {
      demo.shop.fail('load_cross_sell', mode);
      await loadPage(PRODUCT);
      await pastRequestTimeout(startWidgets, () => expect(screen.getByText('Vaak samen gekocht wordt geladen...')).toBeTruthy());
      await waitFor(() => expect(screen.queryByText('Vaak samen gekocht wordt geladen...')).toBeNull());
      await settle();
      expect(screen.getByRole('link', { name: 'Bekijk de accessoires op Amazon.de' })).toBeTruthy();
      expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    },
  );
});
