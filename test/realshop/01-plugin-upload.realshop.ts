import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { expectCleanRun, logInToWpAdmin, newShopper, PLUGIN, pluginInstalled, type Shopper, uploadPluginZip } from './shop';

let browser: Browser;
let admin: Shopper;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newShopper(browser);
});
afterAll(async () => {
  await browser?.close();
});

test('the plugin zip uploads and activates through wp-admin (Plugins → Add New → Upload Plugin)', async () => {
  expect(await pluginInstalled()).toBe(false);
  await logInToWpAdmin(admin.page);
  await uploadPluginZip(admin.page);

  await Promise.all([admin.page.waitForURL(/\/wp-admin\/plugins\.php/), admin.page.getByRole('link', { name: 'Activate Plugin' }).click()]);
  await expect.poll(() => admin.page.locator('#message, .notice-success').first().textContent()).toContain('Plugin activated.');
  const row = admin.page.locator(`tr[data-plugin="${PLUGIN}"]`);
  await expect.poll(() => row.getAttribute('class')).toMatch(/\bactive\b/);
  expect(await row.locator('.plugin-title strong').textContent()).toBe('shop-widgets');
  expectCleanRun(admin);
});
