import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { ADMIN, runInWordPress } from '../../realshop/shop.mjs';
import { pluginZip } from './plugin-zip';

/** The plugin's main file, as WordPress names it once the zip is unpacked. */
export const PLUGIN = 'shop-widgets/shop-widgets.php';
/** Plugins → Add New → Upload Plugin. */
const UPLOAD_FORM = '/wp-admin/plugin-install.php?tab=upload';

export const realshop = () => inject('realshop');
export const shopUrl = (path: string): string => new URL(path, realshop().url).href;
/** Runs PHP inside the shop's WordPress; resolves with what it printed. */
export const wordpressPhp = (code: string): Promise<string> => runInWordPress(realshop(), code);

/** Storefront's header cart: the link with the subtotal and the count, and the mini-cart under it. */
export const HEADER_COUNT = '#site-header-cart .cart-contents .count';
export const MINI_CART = '#site-header-cart .widget_shopping_cart_content';

export interface Shopper {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions on any page of the context. */
  errors: string[];
  /** Requests that tried to leave the machine (aborted). */
  offsite: string[];
}

const isLoopback = (url: URL): boolean => url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:';

/** A shopper of their own (cookies, storage), whose pages are watched for errors and kept offline. */
export async function newShopper(browser: Browser): Promise<Shopper> {
  const context = await browser.newContext({ locale: 'nl-NL' });
  const errors: string[] = [];
  const offsite: string[] = [];
  await context.route(
    (url) => !isLoopback(url),
    (route) => {
      offsite.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  // The shop's pages, where our script runs. wp-admin's own pages are WordPress's business (its
  // cross-document view transitions reject in headless Chromium when a page is revealed early).
  const onShopPage = (page: Page) => !/^\/(wp-admin|wp-login\.php)/.test(new URL(page.url()).pathname);
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && onShopPage(page)) errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (onShopPage(page)) errors.push(`${page.url()}: ${String(error)}`);
    });
  };
  context.on('page', watch);
  // Real PHP pages on a machine other jobs keep busy: more time than Playwright's default.
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(90_000);
  const page = await context.newPage();
  return { context, page, errors, offsite };
}

/** What every journey ends with: no error on the shop's pages, nothing fetched from outside the machine. */
export function expectCleanRun(shopper: Shopper): void {
  expect(shopper.errors).toEqual([]);
  expect(shopper.offsite).toEqual([]);
}

/** Counts the page's requests to a `wc-ajax` endpoint from now on. */
export function wcAjaxRequests(page: Page, endpoint: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('wc-ajax') === endpoint) count += 1;
  });
  return () => count;
}

/** Logs in and lands on the upload form (WooCommerce's dashboard is the slowest page of wp-admin). */
export async function logInToWpAdmin(page: Page): Promise<void> {
  await page.goto(shopUrl(`/wp-login.php?redirect_to=${encodeURIComponent(shopUrl(UPLOAD_FORM))}`));
  await page.fill('#user_login', ADMIN.user);
  await page.fill('#user_pass', ADMIN.password);
  await Promise.all([page.waitForURL(/\/wp-admin\//), page.click('#wp-submit')]);
}

export async function pluginInstalled(): Promise<boolean> {
  const out = await wordpressPhp(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; echo array_key_exists( '${PLUGIN}', get_plugins() ) ? 'yes' : 'no';`);
  return out.trim() === 'yes';
}

/** Plugins → Add New → Upload Plugin, the zip, Install Now; resolves on WordPress's "installed" page. */
export async function uploadPluginZip(page: Page): Promise<void> {
  if (page.url() !== shopUrl(UPLOAD_FORM)) await page.goto(shopUrl(UPLOAD_FORM));
  await page.setInputFiles('#pluginzip', pluginZip());
  await Promise.all([page.waitForURL(/update\.php\?action=upload-plugin/), page.click('#install-plugin-submit')]);
  await page.locator('.wrap').getByText('Plugin installed successfully.').waitFor();
}

/**
 * The plugin on or off, the way WordPress's own Activate / Deactivate do it; false when it is not
 * installed. One PHP process: each loads all of WordPress and WooCommerce.
 */
async function switchPlugin(active: boolean): Promise<boolean> {
  const call = active ? `activate_plugin( '${PLUGIN}' )` : `deactivate_plugins( '${PLUGIN}' )`;
  const out = await wordpressPhp(`
    require_once ABSPATH . 'wp-admin/includes/plugin.php';
    if ( ! array_key_exists( '${PLUGIN}', get_plugins() ) ) { echo 'missing'; return; }
    $result = ${call};
    if ( is_wp_error( $result ) ) { fwrite( STDERR, $result->get_error_message() ); exit( 1 ); }
    echo 'switched';`);
  return out.trim() === 'switched';
}

export async function setPluginActive(active: boolean): Promise<void> {
  if (!(await switchPlugin(active))) throw new Error(`${PLUGIN} is not installed`);
}

/** For a journey file run alone: the plugin uploaded (through wp-admin, as the first file does) and on or off. */
export async function usePlugin(browser: Browser, active: boolean): Promise<void> {
  if (await switchPlugin(active)) return;
  const admin = await newShopper(browser);
  await logInToWpAdmin(admin.page);
  await uploadPluginZip(admin.page);
  await admin.context.close();
  await setPluginActive(active);
}

/**
 * One browser for a journey file, with the plugin active (uploaded first if the file runs alone),
 * closed after the file. Read it inside a test: it is there once the file has started.
 */
export function browserWithPlugin(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    await usePlugin(browser, true);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    return browser;
  };
}
