import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, baseUrl, launchBrowser, openPage, waitForWidgets } from './browser';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const GUIDE = '/gids/beste-accu-grasmaaier-2026/';

/** axe on the whole page. */
async function axeStoreWide(page: Page) {
  return axeViolations(page);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function contextAt(viewport: { width: number; height: number }, options: { loggedIn?: boolean; reducedMotion?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference' });
  if (options.loggedIn) await context.addCookies([{ name: 'demo_logged_in', value: '1', url: baseUrl() }]);
  return context;
}

describe('mobile slide-out menu (phone 390×844)', () => {
  it('opens from the trigger with the header menus, drills into a submenu and back ("terug"), traps focus, closes on Esc and on the overlay; axe finds nothing while open', async () => {
    const context = await contextAt(PHONE);
    const { page, errors } = await openPage(context, GUIDE);
    await waitForWidgets(page);
    await page.click('#dl-trigger');
    const panel = page.locator('#slide-menu-mobile');
    await expect.poll(() => panel.getAttribute('class')).toContain('off-canvas-active');
    // As in the theme, the list `#slide-menu-mobile > ul.menu.off-canvas` carries the state (the demo CSS shows the panel by it).
    expect(await panel.locator(':scope > ul.menu.off-canvas').getAttribute('class')).toContain('off-canvas-active');
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await page.locator('.offsetnav-overlay').count()).toBe(1);
    expect(await page.locator('.rh-outer-wrap').getAttribute('class')).toContain('rh-outer-wrap-move');
    expect(await page.locator('#dl-trigger').getAttribute('aria-expanded')).toBe('true');
    // Built from the top menu, the menu near the logo, the top-nav menu and the custom content, custom panel first.
    const labels = await panel.locator('.mobile-menu-list > li > a').allTextContents();
    expect(labels).toEqual(['Winkel', 'Aanbiedingen', 'Koopgids', 'Winkelwagen', 'Afrekenen', 'Deals', 'Klantenservice', 'Over ons']);
    expect(await panel.locator('.mobile-custom-content').textContent()).toContain('Gratis bezorging');
    expect(
      await panel
        .locator(':scope > *')
        .first()
        .evaluate((el) => el.className),
    ).toBe('close-menu');
    expect(await page.locator('#slide-menu-mobile #rhmobpnlcustom').count()).toBe(1);
    expect(await axeStoreWide(page)).toEqual([]);

    // A parent link (not linkable) opens its submenu instead of navigating; "terug" closes it.
    await panel.locator('.mobile-menu-list > li > a', { hasText: 'Winkel' }).first().click();
    const sub = panel.locator('.sub-menu.sub-menu-active');
    await expect.poll(() => sub.count()).toBe(1);
    expect(page.url()).toContain(GUIDE);
    expect(await sub.locator('li.back-mb').first().textContent()).toBe('terug');
    await expect.poll(() => sub.locator('a', { hasText: 'Grasmaaiers' }).isVisible()).toBe(true);
    await sub.locator('li.back-mb button').click();
    await expect.poll(() => panel.locator('.sub-menu-active').count()).toBe(0);

    // Tab stays inside the open panel.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#slide-menu-mobile')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.getAttribute('class')).not.toContain('off-canvas-active');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('dl-trigger');
    expect(await page.locator('.offsetnav-overlay').count()).toBe(0);

    await page.click('#dl-trigger');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.mouse.click(380, 400); // the overlay, right of the 85vw panel
    await expect.poll(() => panel.getAttribute('class')).not.toContain('off-canvas-active');

    await page.click('#dl-trigger');
    await page.click('#slide-menu-mobile .close-menu');
    await expect.poll(() => panel.getAttribute('class')).not.toContain('off-canvas-active');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is hidden above 1023 px, and widening the window closes it', async () => {
    const context = await contextAt(PHONE);
    const { page, errors } = await openPage(context, GUIDE);
    await waitForWidgets(page);
    await page.click('#dl-trigger');
    await expect.poll(() => page.locator('#slide-menu-mobile').isVisible()).toBe(true);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(() => page.locator('#slide-menu-mobile').isVisible()).toBe(false);
    await expect.poll(() => page.locator('.offsetnav-overlay').count()).toBe(0);
    expect(await page.locator('#dl-trigger').getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('slides the shop sidebar in from its trigger and closes it on the overlay', async () => {
    const context = await contextAt(PHONE);
    const { page, errors } = await openPage(context, '/aanbiedingen/');
    await waitForWidgets(page);
    const sidebar = page.locator('#rh_woo_mbl_sidebar');
    expect(await sidebar.isVisible()).toBe(false);
    await page.click('#mobile-trigger-sidebar');
    await expect.poll(() => sidebar.getAttribute('class')).toContain('activeslide');
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    expect(await axeStoreWide(page)).toEqual([]);
    await page.mouse.click(380, 400);
    await expect.poll(() => sidebar.getAttribute('class')).not.toContain('activeslide');
    expect(errors).toEqual([]);
    await context.close();
  });
});

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`search splash and live search (${size})`, () => {
    it('opens full screen, focuses the input after 600 ms, shows live results navigable by keyboard, "No results found", closes', async () => {
      const context = await contextAt(viewport);
      const { page, errors } = await openPage(context, '/');
      await waitForWidgets(page);
      await page.click('.icon-search-onclick');
      const splash = page.locator('#rhSplashSearch');
      await expect.poll(() => splash.getAttribute('class')).toContain('top-search-onclick-open');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('splash-search');
      expect(await axeStoreWide(page)).toEqual([]);

      await page.keyboard.type('accu gras');
      const results = splash.locator('.re-aj-search-wrap');
      await expect.poll(() => results.getAttribute('class')).toContain('re-aj-search-open');
      await expect.poll(() => results.locator('.re-search-result-title a').count()).toBeGreaterThan(1);
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Accu grasmaaier');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('splash-search');
      expect(await axeStoreWide(page)).toEqual([]);

      // The category narrows the search at once.
      await splash.locator('select.rh_woo_drop_cat').selectOption('accessoires');
      await expect.poll(() => results.textContent()).toContain('Geen resultaten gevonden');

      // A click outside the search closes the results; Esc closes the splash.
      await page.mouse.click(5, viewport.height - 5);
      await expect.poll(() => results.getAttribute('class')).not.toContain('re-aj-search-open');
      await page.click('#close-src-splash');
      await expect.poll(() => splash.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('icon-search-onclick');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('shows back to top after 500 px, opens previous/next past the post, scrolls anchors smoothly to 45 px above and sets the hash', async () => {
      const context = await contextAt(viewport);
      const { page, errors } = await openPage(context, GUIDE);
      await waitForWidgets(page);
      const top = page.locator('#topcontrol');
      const nav = page.locator('#float-posts-nav');
      await page.evaluate(() => window.scrollTo(0, 700));
      await expect.poll(() => top.getAttribute('class')).toContain('scrollvisible');
      expect(await nav.getAttribute('class')).toContain('scrollvisible');
      // Back under 500 px, both go again.
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => top.getAttribute('class')).not.toContain('scrollvisible');
      expect(await nav.getAttribute('class')).not.toContain('scrollvisible');
      await page.evaluate(() => window.scrollTo(0, 700));
      await expect.poll(() => top.getAttribute('class')).toContain('scrollvisible');
      expect(await nav.getAttribute('class')).not.toContain('openedprevnext');
      const opensAt = await page.evaluate(
        () => document.querySelector<HTMLElement>('.post-inner')!.offsetHeight + document.getElementById('main_header')!.offsetHeight - 100,
      );
      await page.evaluate((y) => window.scrollTo(0, y + 10), opensAt);
      await expect.poll(() => nav.getAttribute('class')).toContain('openedprevnext');

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('.toc a', { hasText: 'Garantie' }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#garantie');
      const offset = await page.evaluate(() => Math.round(document.getElementById('garantie')!.getBoundingClientRect().top));
      const atBottom = await page.evaluate(() => Math.ceil(window.scrollY + innerHeight) >= document.documentElement.scrollHeight - 1);
      if (!atBottom) expect(offset).toBe(45);

      await top.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await axeStoreWide(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe('desktop header (1280×800)', () => {
  it('opens a menu on hover after it rests and closes it when the pointer leaves; keyboard opens it too', async () => {
    const context = await contextAt(DESKTOP);
    const { page, errors } = await openPage(context, '/');
    await waitForWidgets(page);
    const item = page.locator('nav.top_menu li.menu-item-has-children').first();
    await item.locator(':scope > a').hover();
    await expect.poll(() => item.getAttribute('class')).toContain('hovered');
    await expect.poll(() => item.locator('.sub-menu').isVisible()).toBe(true);
    await page.mouse.move(600, 600);
    await expect.poll(() => item.getAttribute('class')).not.toContain('hovered');

    await item.locator(':scope > a').focus();
    await expect.poll(() => item.getAttribute('class')).toContain('hovered');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Grasmaaiers');
    await page.keyboard.press('Escape');
    await expect.poll(() => item.getAttribute('class')).not.toContain('hovered');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('toggles the avatar menu (logged in) and closes it on a click outside and on Esc', async () => {
    const context = await contextAt(DESKTOP, { loggedIn: true });
    const { page, errors } = await openPage(context, '/');
    await waitForWidgets(page);
    const menu = page.locator('.user-dropdown-intop-menu');
    await page.click('.user-ava-intop');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await axeStoreWide(page)).toEqual([]);
    await page.mouse.click(600, 600);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.click('.user-ava-intop');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('guide and offers pages', () => {
  it('collapses the table, opens offer details (scrolled to 50 px above), animates the bars, dismisses the coming-soon banner for good', async () => {
    const context = await contextAt(DESKTOP);
    // The bars grow with the Web Animations API: what each asks for is recorded.
    await context.addInitScript(() => {
      const animate = Element.prototype.animate;
      const seen: unknown[] = [];
      (window as unknown as { barAnimations: unknown[] }).barAnimations = seen;
      Element.prototype.animate = function (this: Element, keyframes, options) {
        seen.push({ className: this.className, keyframes, options });
        return animate.call(this, keyframes, options);
      };
    });
    const { page, errors } = await openPage(context, GUIDE);
    await waitForWidgets(page);
    await page.click('.toggle-this-table');
    await expect.poll(() => page.locator('#vergelijkingstabel').isVisible()).toBe(false);
    await page.click('.toggle-this-table');
    await expect.poll(() => page.locator('#vergelijkingstabel').isVisible()).toBe(true);

    const offer = page.locator('.r_offer_details').first();
    await offer.locator('.r_show_hide').click();
    await expect.poll(() => offer.locator('.open_dls_onclk').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => Math.round(document.querySelector('.open_dls_onclk')!.getBoundingClientRect().top))).toBe(50);
    expect(await offer.locator('.hide_dls_onclk').isVisible()).toBe(false);

    await page.locator('.rate_bar_wrap').scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page
          .locator('.rate-bar-bar')
          .first()
          .evaluate((el) => (el as HTMLElement).style.width),
      )
      .toBe('92%');
    expect(await page.evaluate(() => (window as unknown as { barAnimations: unknown[] }).barAnimations)).toContainEqual({
      className: 'rate-bar-bar',
      keyframes: { width: ['0', '92%'] },
      options: { duration: 1500, easing: 'ease-out' },
    });

    // The banner hides at once; the reload must wait for the shop to have stored the dismissal.
    const stored = page.waitForResponse((r) => /\/wp\/v2\/users\//.test(r.url()) && r.request().method() === 'POST');
    await page.click('a.coming-soon-footer-banner-dismiss');
    await expect.poll(() => page.locator('#coming-soon-footer-banner').isVisible()).toBe(false);
    expect((await stored).ok()).toBe(true);
    await page.reload();
    await waitForWidgets(page);
    expect(await page.locator('#coming-soon-footer-banner').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads more offers until "Dat is alles", and the sort select submits its form', async () => {
    const context = await contextAt(DESKTOP);
    const { page, errors } = await openPage(context, '/aanbiedingen/');
    await waitForWidgets(page);
    expect(await page.locator('.r_offer_details').count()).toBe(4);
    await page.click('.re_ajax_pagination_btn');
    await expect.poll(() => page.locator('.r_offer_details').count()).toBe(8);
    await page.click('.re_ajax_pagination_btn');
    await expect.poll(() => page.locator('.re_ajax_pagination_fin').textContent()).toBe('Dat is alles');
    expect(await axeStoreWide(page)).toEqual([]);
    await Promise.all([page.waitForURL(/orderby=price/), page.selectOption('select.orderby', 'price')]);
    await waitForWidgets(page);
    expect(await page.locator('select.orderby').inputValue()).toBe('price');
    expect(errors).toEqual([]);
    await context.close();
  });
});
