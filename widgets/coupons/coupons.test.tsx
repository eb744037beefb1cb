import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { axeViolations } from '../../test/helpers/axe';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { browser } from '../../src/dom/browser-full';
import { on } from '../../src/events/bus';
import { until } from '../../test/helpers/until';

const coupon = (selector: string) => document.querySelector<HTMLElement>(selector)!;

/**
 * jsdom has no clipboard: one is put on the real navigator (a spread copy would lose its getters,
 * userAgent included, which order attribution reads) and taken away after the test.
 */
function stubClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  onTestFinished(() => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  });
}

describe('coupons', { timeout: 20_000 }, () => {
  it('a masked coupon opens this page with codeid in a new window, then sends this window to the merchant', async () => {
    const calls: string[] = [];
    vi.spyOn(browser, 'open').mockImplementation((url) => (calls.push(`open ${url}`), null));
    vi.spyOn(browser, 'assign').mockImplementation((url) => void calls.push(`assign ${url}`));
    await loadPage('/deals/');
    window.history.replaceState(null, '', '/deals/?codetext=OUD&x=1');
    startWidgets();
    fireEvent.click(coupon('[data-codeid="501"]'));
    await until(() => expect(calls).toEqual([`open ${location.origin}/deals/?x=1&codeid=501`, `assign ${location.origin}/__demo/merchant/?m=Tuinmerk.nl`]));
    window.history.replaceState(null, '', '/');
  });

  it('a coupon with codetext puts the code text in the url, encoded', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => null);
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await loadPage('/deals/');
    window.history.replaceState(null, '', '/deals/');
    startWidgets();
    fireEvent.click(coupon('[data-codetext]'));
    await until(() => expect(open).toHaveBeenCalledWith(`${location.origin}/deals/?codetext=ZOMER+15%25`, '_blank'));
  });

  it('a coupon printed as a div works from the keyboard', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => null);
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await loadPage('/deals/');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="rehub_offer_coupon masked_coupon" id="div-coupon" data-codeid="77" data-clipboard-text="DIV7" data-dest="/__demo/merchant/?m=x">Toon code</div>',
    );
    startWidgets();
    const div = coupon('#div-coupon');
    expect(div.getAttribute('role')).toBe('button');
    expect(div.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(div, { key: 'Enter' });
    await until(() => expect(open).toHaveBeenCalledWith(expect.stringContaining('codeid=77'), '_blank'));
  });

  it('an expired coupon shows its code as text and goes nowhere', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => null);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await loadPage('/deals/');
    startWidgets();
    const expired = coupon('.rehub_offer_coupon.expired_coupon');
    // Its link is not followed, neither while its code loads nor once it runs.
    expect(fireEvent.click(expired)).toBe(false);
    await settle();
    expect(expired.textContent).toBe('VOORJAAR5');
    expect(expired.classList.contains('masked_coupon')).toBe(false);
    expect(expired.getAttribute('aria-disabled')).toBe('true');
    // No longer styled as a button, as the theme's own script leaves it.
    expect(expired.classList.contains('btn_offer_block')).toBe(false);
    expect(fireEvent.click(expired)).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("the block around an expired coupon (the theme marks it `expired_coupon` too) keeps its content, and the shop's link still works", async () => {
    await loadPage('/deals/');
    startWidgets();
    await settle();
    const block = coupon('article.expired_coupon');
    expect(within(block).getByRole('heading').textContent).toBe('Voorjaarsactie Pro zelfrijdend (verlopen)');
    expect(block.classList.contains('not_masked_coupon')).toBe(false);
    expect(block.hasAttribute('aria-disabled')).toBe(false);
    const shop = within(block).getByRole('link', { name: /^Naar / });
    // Whether the click reached the page uncancelled (then cancelled here: jsdom does not navigate).
    const cancelled: boolean[] = [];
    const seen = (event: Event) => (cancelled.push(event.defaultPrevented), event.preventDefault());
    window.addEventListener('click', seen);
    onTestFinished(() => window.removeEventListener('click', seen));
    // The shop's own link is followed, before the coupons' click code loads and once it runs.
    fireEvent.click(shop);
    fireEvent.pointerOver(coupon('[data-codeid="501"]'));
    await settle();
    fireEvent.click(shop);
    expect(cancelled).toEqual([false, false]);
  });

  it('a page loaded with a coupon-in-modal id unmasks the button and opens the reveal pop-up (max width 650) with copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    const revealed = vi.fn();
    const off = on('coupon_revealed', revealed);
    await loadPage('/deals/?codeid=501');
    startWidgets();
    const dialog = await screen.findByRole('dialog', { name: 'Je kortingscode' }, { timeout: 10_000 });
    expect(dialog.style.maxWidth).toBe('650px');
    expect(within(dialog).getByTestId('coupon-code').textContent).toBe('TUIN10');
    expect(coupon('[data-codeid="501"]').textContent).toBe('TUIN10');
    expect(coupon('[data-codeid="501"]').classList.contains('masked_coupon')).toBe(false);
    expect(revealed).toHaveBeenCalledWith({ codeid: '501' });
    expect(within(dialog).getByRole('link', { name: 'Naar de winkel' }).getAttribute('href')).toBe(`${location.origin}/__demo/merchant/?m=Tuinmerk.nl`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopieer code' }));
    expect(writeText).toHaveBeenCalledWith('TUIN10');
    await within(dialog).findByText('Code gekopieerd');
    expect(await axeViolations()).toEqual([]);
    off();
  });

  it('says so when the clipboard refuses', async () => {
    stubClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    await loadPage('/deals/?codetext=ZOMER%2015%25');
    startWidgets();
    const dialog = await screen.findByRole('dialog', { name: 'Je kortingscode' }, { timeout: 10_000 });
    expect(within(dialog).getByTestId('coupon-code').textContent).toBe('ZOMER 15%');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopieer code' }));
    await within(dialog).findByText('Kopiëren lukte niet; selecteer de code en kopieer hem zelf.');
  });
});
