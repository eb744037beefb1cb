import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, baseUrl, launchBrowser, openPage, waitForWidgets, watch } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function withContext(fn: (context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    await fn(context);
  } finally {
    await context.close();
  }
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('pop-ups, accounts, coupons and deals in Chromium', () => {
  it('the deals page has no axe violations and no console errors', async () => {
    await withContext(async (context) => {
      const { page, errors } = await openPage(context, '/deals/');
      await waitForWidgets(page);
      await expect.poll(() => page.locator('#deal-501 .countdown_dashboard').getAttribute('role')).toBe('timer');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it('coupon: a new window shows the code in the reveal pop-up, this window goes to the merchant', async () => {
    await withContext(async (context) => {
      const { page, errors } = await openPage(context, '/deals/?codetext=OUD');
      await waitForWidgets(page);
      const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('[data-codeid="501"]').click()]);
      const popupErrors = watch(popup);
      await popup.waitForLoadState();
      expect(new URL(popup.url()).search).toBe('?codeid=501');
      await page.waitForURL('**/__demo/merchant/?m=Tuinmerk.nl');
      const reveal = dialog(popup, 'Je kortingscode');
      await reveal.waitFor();
      expect(await reveal.getByTestId('coupon-code').textContent()).toBe('TUIN10');
      expect(await popup.locator('[data-codeid="501"]').textContent()).toBe('TUIN10');
      expect(await reveal.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('650px');
      expect(await axeViolations(popup)).toEqual([]);
      await popup.keyboard.press('Escape');
      await reveal.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      expect(popupErrors).toEqual([]);
    });
  });

  it('login: success goes to the redirect URL after the message, logged in, no pop-ups any more', async () => {
    await withContext(async (context) => {
      const { page, errors } = await openPage(context, '/deals/?van=login');
      await waitForWidgets(page);
      await page.getByRole('link', { name: 'Inloggen', exact: true }).first().click();
      const login = dialog(page, 'Inloggen');
      await login.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await login.getByLabel('Gebruikersnaam of e-mailadres').fill('demo');
      await login.getByLabel('Wachtwoord').fill('tuin1234');
      await Promise.all([page.waitForEvent('framenavigated'), login.getByRole('button', { name: 'Inloggen' }).click()]);
      await page.waitForLoadState();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/deals/?van=login');
      expect(await page.evaluate(() => document.body.classList.contains('logged-in'))).toBe(true);
      expect(await page.locator('#rehub-login-popup').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('register: the server error shows in the pop-up, the typed values stay; axe is clean with it', async () => {
    await withContext(async (context) => {
      const { page, errors } = await openPage(context, '/deals/');
      await waitForWidgets(page);
      await page.locator('.rh-header-register').click();
      const register = dialog(page, 'Account aanmaken');
      await register.waitFor();
      await register.getByLabel('Gebruikersnaam').fill('nieuwetuinier');
      await register.getByLabel('E-mailadres').fill('demo@groenemaaier.nl');
      await register.getByLabel('Wachtwoord').fill('geheim123');
      await register.getByLabel('Ik ben geen robot (demo-captcha)').check();
      await register.getByRole('button', { name: 'Registreren' }).click();
      await expect.poll(() => register.locator('.rehub-errors').textContent()).toBe('Er bestaat al een account met dit e-mailadres.');
      expect(await register.getByLabel('E-mailadres').inputValue()).toBe('demo@groenemaaier.nl');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it('lightbox: arrow keys go next / previous, Esc closes and focus returns to the link', async () => {
    await withContext(async (context) => {
      const { page, errors } = await openPage(context, '/deals/');
      await waitForWidgets(page);
      const first = page.locator('.modulo-lightbox a').first();
      await first.focus();
      await page.keyboard.press('Enter');
      await dialog(page, 'GreenLine 36V van voren').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('ArrowRight');
      await dialog(page, 'Compact 18V').waitFor();
      await page.keyboard.press('ArrowRight');
      await dialog(page, 'Specificaties GreenLine 36V').waitFor();
      const frame = page.getByTestId('lightbox-frame');
      expect(await frame.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height])).toEqual([630, 440]);
      await page.keyboard.press('ArrowLeft');
      await dialog(page, 'Compact 18V').waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await dialog(page, 'Video: maaien met de GreenLine').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('axe finds 0 violations with each pop-up open', async () => {
    await withContext(async (context) => {
      const { page, errors } = await openPage(context, '/deals/');
      await waitForWidgets(page);
      const cases: [string, string][] = [
        ['[data-cashbacknotice]', 'Inloggen'],
        ['[data-type="restrict"]', 'Alleen voor leden'],
        ['.csspopuptrigger', 'Actievoorwaarden'],
      ];
      for (const [selector, name] of cases) {
        await page.locator(selector).click();
        await dialog(page, name).waitFor();
        expect(await axeViolations(page), name).toEqual([]);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      }
      await page.locator('#respond .must-log-in a').click();
      await dialog(page, 'Inloggen').getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
      await dialog(page, 'Wachtwoord vergeten').waitFor();
      // Switching pop-ups keeps focus in the new one (the old one's focus return does not steal it).
      await expect
        .poll(() =>
          page.evaluate(() => [...document.querySelectorAll('[role=dialog]')].some((d) => !d.closest('[inert]') && d.contains(document.activeElement))),
        )
        .toBe(true);
      expect(await axeViolations(page), 'reset').toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.activeElement?.matches('#respond .must-log-in a'))).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('quick view: the product loads into the dialog and its add to cart is a normal product form', async () => {
    await withContext(async (context) => {
      const { page, errors } = await openPage(context, '/shop/');
      await waitForWidgets(page);
      await page.locator('.quick_view_button[data-product_id="101"]').click();
      const quick = dialog(page, 'Snel bekijken: Accu grasmaaier GreenLine 36V');
      await quick.getByRole('button', { name: 'In winkelwagen' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it('quick view: a failed load says so in the dialog', async () => {
    await withContext(async (context) => {
      const page = await context.newPage();
      await page.goto(new URL('/__demo/fail?name=rehub_quick_view&mode=http500&back=/shop/', baseUrl()).href);
      const errors = watch(page);
      await waitForWidgets(page);
      await page.locator('.quick_view_button[data-product_id="101"]').click();
      const quick = dialog(page, 'Snel bekijken: Accu grasmaaier GreenLine 36V');
      await expect.poll(() => quick.getByRole('alert').textContent()).toBe('Er is een fout opgetreden. Probeer het over enkele ogenblikken opnieuw.');
      await page.goto(new URL('/__demo/fail', baseUrl()).href);
      // The browser logs the failed request (HTTP 500) itself; nothing else may be logged.
      expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    });
  });
});
