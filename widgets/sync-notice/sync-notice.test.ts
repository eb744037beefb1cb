import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { islandSuite } from '../../test/helpers/marketplace';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { demo } from '../../test/msw';
import { browser } from '../../src/dom/browser-full';
import type { FailureMode } from '../../fixtures/shop';
import { pastRequestTimeout } from '../../test/helpers/request-timeout';

// In WooZone's debug mode: the page prints the debug table the messages go to.
const PRODUCT = '/product/accu-grasmaaier-greenline-36v/?demo_debug=1';
/** The product page asking for a sync whatever the demo shop remembers (tests that want the notice say so). */
const SYNCING = `${PRODUCT}&demo_sync=yes`;
const wrapper = () => document.getElementById('WooZone-syncfront-wrapper')!;
const counter = () => document.querySelector('#WooZone-syncfront-content h3 span')!.textContent;
const debugRows = () =>
  Array.from(document.querySelectorAll('#WooZone-syncfront-debug tbody tr')).map((tr) => Array.from(tr.children).map((td) => td.textContent));

async function synced(path = SYNCING) {
  await loadPage(path);
  startWidgets();
  await waitFor(() => expect(wrapper().style.display).toBe(''));
}

islandSuite(() => import('./sync-run'));

describe('sync notice', () => {
  it('syncs with the page parameters and logs time-stamped messages in the debug table', async () => {
    await synced();
    const rows = debugRows();
    expect(rows.map((r) => r[1])).toEqual([
      expect.stringMatching(/^AJAX SYNC DURATION: \d+(\.\d+)? seconds$/),
      'Laatste synchronisatie: zojuist',
      'FINISHED AJAX TO SYNC PRODUCT!',
      'Product B0GL36V460 gesynchroniseerd: prijs € 329,00, voorraad bijgewerkt.',
      'STARTING AJAX TO SYNC PRODUCT...',
      'Laatste synchronisatie: gisteren',
    ]);
    for (const [time] of rows) expect(time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(document.getElementById('WooZone-syncfront-debug')!.style.display).toBe('');
    expect(wrapper().getAttribute('role')).toBe('status');
  });

  it('on do_refresh yes counts down 15 s, one tick a second, then reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    await loadPage(SYNCING);
    // Only intervals are faked, so React, the import and the answer keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    startWidgets();
    await waitFor(() => expect(wrapper().style.display).toBe(''));
    expect(counter()).toBe('15');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(counter()).toBe('14');
    await act(async () => vi.advanceTimersByTime(13_999));
    expect(counter()).toBe('1');
    expect(reload).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(counter()).toBe('0');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("'yes' reloads at once", async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    await synced();
    fireEvent.click(within(wrapper()).getByRole('button', { name: 'Ja, nu vernieuwen' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("'no' stops the countdown and hides the notice", async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    await loadPage(SYNCING);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    startWidgets();
    await waitFor(() => expect(wrapper().style.display).toBe(''));
    await act(async () => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Nee, niet vernieuwen' }));
    expect(wrapper().style.display).toBe('none');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(reload).not.toHaveBeenCalled();
    expect(counter()).toBe('12');
  });

  it('with do_ajax other than yes shows do_msg and calls nothing', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    await loadPage(`${PRODUCT}&demo_sync=no`);
    startWidgets();
    await waitFor(() => expect(debugRows()[0]?.[1]).toBe('Product recent gesynchroniseerd; geen synchronisatie nodig.'));
    await settle();
    expect(wrapper().style.display).toBe('none');
    expect(reload).not.toHaveBeenCalled();
  });

  it('syncs a product once: after the reload the sync asked for, the page says it is recent and never reloads again', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    await synced(PRODUCT); // a shopper's first visit: the product is stale, so it is synced
    fireEvent.click(within(wrapper()).getByRole('button', { name: 'Ja, nu vernieuwen' }));
    expect(reload).toHaveBeenCalledTimes(1);
    // The reload: same shopper, same page.
    await loadPage(PRODUCT);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    startWidgets();
    await waitFor(() => expect(debugRows()[0]?.[1]).toBe('Product recent gesynchroniseerd; geen synchronisatie nodig.'));
    await settle();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(wrapper().style.display).toBe('none');
    expect(debugRows().map((r) => r[1])).not.toContain('STARTING AJAX TO SYNC PRODUCT...');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('?demo_sync=yes syncs a product already synced again (tests, QA)', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    await synced(PRODUCT);
    await synced(SYNCING);
    expect(counter()).toBe('15');
    expect(debugRows().map((r) => r[1])).toContain('STARTING AJAX TO SYNC PRODUCT...');
  });

  it.each<FailureMode>(['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'timeout', 'offline'])(
    'ignores a failing do_sync silently (%s): no notice, no reload',
    async (mode) => {
      const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
      demo.shop.fail('do_sync', mode);
      await loadPage(SYNCING);
      await pastRequestTimeout(startWidgets, () => expect(debugRows()[0]?.[1]).toBe('STARTING AJAX TO SYNC PRODUCT...'));
      await waitFor(() => expect(wrapper().getAttribute('aria-busy')).toBeNull());
      await settle();
      expect(wrapper().style.display).toBe('none');
      expect(debugRows()[0]?.[1]).toBe('STARTING AJAX TO SYNC PRODUCT...');
      expect(reload).not.toHaveBeenCalled();
    },
  );
});
