import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, waitForWidgets } from './browser';

/**
 * Every dialog and drawer of the demo shop, opened from the keyboard, follows the one focus
 * model (src/dom/focus-model.ts): focus moves in, Tab and Shift+Tab stay inside, nothing outside
 * can be focused (the page behind is inert), Esc closes, focus goes back to the opener, and the
 * console stays clean.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface Layer {
  name: string;
  path: string;
  viewport?: { width: number; height: number };
  /** What the keyboard activates (focus, then Enter). */
  opener: string;
  /** The dialog or drawer element. */
  dialog: string;
  /** Steps before the opener exists (something to compare first). */
  prepare?(page: Page): Promise<void>;
  /** Steps after the opener's Enter that lead to the layer under test (a pop-up switched to another). */
  afterOpen?(page: Page): Promise<void>;
}

const REACT_DIALOG = '.sw-dialog[role="dialog"]';

const LAYERS: Layer[] = [
  { name: 'cart panel', path: '/shop/', opener: '.menu-cart-btn', dialog: '#rh-woo-cart-panel .rh-sslide-panel-wrap' },
  { name: 'mobile menu', path: '/shop/', viewport: PHONE, opener: '#dl-trigger', dialog: '#slide-menu-mobile' },
  { name: 'mobile shop sidebar', path: '/aanbiedingen/', viewport: PHONE, opener: '#mobile-trigger-sidebar', dialog: '#rh_woo_mbl_sidebar' },
  { name: 'search splash', path: '/shop/', opener: '.icon-search-onclick', dialog: '#rhSplashSearch' },
  {
    name: 'compare bar',
    path: '/shop/',
    opener: '#re-compare-icon-fixed .re-compare-icon-toggle',
    dialog: '#re-compare-bar .rh-sslide-panel-wrap',
    // From a cold page: the compare code and state load on intent (the focus), not at start, so
    // nothing is awaited before the keyboard; the Enter that comes while they load is kept.
    async prepare(page) {
      expect(await page.evaluate(() => window.ShopWidgets?.store.getState().compare.status)).toBe('idle');
      const compare = page.locator('ul.products .wpsm-button-new-compare.addcompare-id-105');
      await compare.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.locator('#re-compare-icon-fixed').isVisible()).toBe(true);
    },
  },
  { name: 'compare search overlay', path: '/vergelijken/trimmers/', opener: '#btn_search', dialog: '.sw-comp-search-layer' },
  { name: 'login pop-up', path: '/deals/', opener: '.rh-header-login', dialog: REACT_DIALOG },
  { name: 'register pop-up', path: '/deals/', opener: '.rh-header-register', dialog: REACT_DIALOG },
  { name: 'restricted-content pop-up', path: '/deals/', opener: '.act-rehub-login-popup[data-type="restrict"]', dialog: REACT_DIALOG },
  {
    name: 'reset-password pop-up (from the login pop-up: focus goes back to the first trigger)',
    path: '/deals/',
    opener: '.rh-header-login',
    dialog: REACT_DIALOG,
    async afterOpen(page) {
      await expect.poll(() => focusInside(page, REACT_DIALOG), { timeout: 5_000 }).toBe(true);
      await page.locator(REACT_DIALOG).getByRole('link', { name: 'Wachtwoord vergeten?' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator(REACT_DIALOG).getAttribute('data-modal-id')).toContain('reset');
    },
  },
  { name: 'generic pop-up', path: '/deals/', opener: '.csspopuptrigger[data-popup]', dialog: REACT_DIALOG },
  { name: 'lightbox', path: '/deals/', opener: '.modulo-lightbox a', dialog: REACT_DIALOG },
  { name: 'quick view', path: '/shop/', opener: '.quick_view_button', dialog: REACT_DIALOG },
];

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [contenteditable=""], [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Whether focus is inside the dialog now. */
const focusInside = (page: Page, dialog: string) => page.evaluate((sel) => Boolean(document.querySelector(sel)?.contains(document.activeElement)), dialog);

/** Focusable, visible elements outside the dialog that are not inert: a keyboard or a click could reach them. */
function reachableOutside(page: Page, dialog: string) {
  return page.evaluate(
    ([sel, focusable]) => {
      const box = document.querySelector(sel!)!;
      return Array.from(document.querySelectorAll<HTMLElement>(focusable!))
        .filter((el) => !box.contains(el) && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true }))
        .map((el) => el.outerHTML.slice(0, 80));
    },
    [dialog, FOCUSABLE],
  );
}

/** How many stops Tab has inside the dialog. */
const stopsInside = (page: Page, dialog: string) =>
  page.evaluate(
    ([sel, focusable]) =>
      Array.from(document.querySelector(sel!)!.querySelectorAll<HTMLElement>(focusable!)).filter(
        (el) => !el.closest('[inert], [hidden]') && el.checkVisibility({ visibilityProperty: true }),
      ).length,
    [dialog, FOCUSABLE],
  );

const isClosed = (page: Page, dialog: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    return !el || Boolean(el.closest('[inert]')) || !el.checkVisibility({ visibilityProperty: true });
  }, dialog);

const activeIs = (page: Page, selector: string) => page.evaluate((sel) => document.activeElement === document.querySelector(sel), selector);

/** Tab (or Shift+Tab) around more than once: focus never leaves the dialog. */
async function tabAround(page: Page, dialog: string, key: 'Tab' | 'Shift+Tab') {
  const presses = Math.min((await stopsInside(page, dialog)) + 2, 30);
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    expect(await focusInside(page, dialog), `${key} #${i + 1} left the dialog`).toBe(true);
  }
}

/** The model's checks on the open layer: focus in, Tab kept in, the page behind inert. */
async function expectModal(page: Page, dialog: string) {
  await expect.poll(() => focusInside(page, dialog), { timeout: 5_000 }).toBe(true);
  expect(await reachableOutside(page, dialog)).toEqual([]);
  await tabAround(page, dialog, 'Tab');
  await tabAround(page, dialog, 'Shift+Tab');
  // The live region that announces cart changes is not inert (it is still heard).
  expect(await page.evaluate(() => document.querySelector('.widget_shopping_cart_live_region')?.closest('[inert]') ?? null)).toBeNull();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('one focus model for every dialog and drawer (built bundle, keyboard only)', () => {
  for (const layer of LAYERS) {
    it(layer.name, async () => {
      const context = await browser.newContext({ viewport: layer.viewport ?? DESKTOP });
      const { page, errors } = await openPage(context, layer.path);
      await waitForWidgets(page);
      await layer.prepare?.(page);
      await page
        .locator(layer.opener)
        .first()
        .evaluate((el) => el.setAttribute('data-test-opener', ''));
      const opener = '[data-test-opener]';
      await page.locator(opener).focus();
      await page.keyboard.press('Enter');
      await layer.afterOpen?.(page);
      await expectModal(page, layer.dialog);

      await page.keyboard.press('Escape');
      await expect.poll(() => isClosed(page, layer.dialog)).toBe(true);
      await expect.poll(() => activeIs(page, opener)).toBe(true);
      expect(await page.evaluate(() => document.querySelectorAll('.rh-outer-wrap[inert], header[inert], main[inert]').length)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('coupon reveal pop-up (opened by the page itself): focus in, kept in, page inert, Esc closes onto the unmasked coupon', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context, '/deals/?codeid=501');
    await waitForWidgets(page);
    await expect.poll(() => page.locator(REACT_DIALOG).count(), { timeout: 10_000 }).toBe(1);
    await expectModal(page, REACT_DIALOG);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(REACT_DIALOG).count()).toBe(0);
    await expect.poll(() => activeIs(page, '[data-codeid="501"]')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a toast shown while a dialog is open is still announced (its region is not inert), its close button is', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await openPage(context, '/deals/');
    await waitForWidgets(page);
    await page.locator('.rh-header-login').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusInside(page, REACT_DIALOG), { timeout: 5_000 }).toBe(true);
    await page.evaluate(() => window.ShopWidgets!.store.getState().ui.showToast('Toegevoegd aan winkelwagen'));
    const toasts = page.locator('.sw-toasts');
    await expect.poll(() => toasts.textContent(), { timeout: 5_000 }).toContain('Toegevoegd aan winkelwagen');
    await expect.poll(() => toasts.evaluate((el) => el.closest('[inert]') === null)).toBe(true);
    expect(await toasts.locator('.rh-toast-close').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    expect(await reachableOutside(page, REACT_DIALOG)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
