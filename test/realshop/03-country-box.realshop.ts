import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForWidgets } from '../e2e/browser';
import { browserWithPlugin, expectCleanRun, newShopper, shopUrl, wordpressPhp } from './shop';

const browser = browserWithPlugin();

/**
 * The real shop has no WooZone (a commercial plugin, not in the archives). This mu-plugin stands
 * in for the part of it the plugin's stand-in reads and the script fills, as HOOKS.md and WooZone's
 * public sources describe it: `WooZone()->amz_settings` with the box's position (from an option
 * the test sets), `WooZone\Melib\CountryAvailability::get_product_countries_available()`, its
 * strings localized as `woozone_vars` on `WooZone-frontend-script`, and its box printed hidden in
 * the footer (JSON data and the row template). Everything else is the real WordPress,
 * WooCommerce and Storefront markup, and the plugin as uploaded.
 */
const WOOZONE_STAND_IN = String.raw`<?php
namespace WooZone\Melib {
	class CountryAvailability {
		public static function getInstance() { return new self(); }
		public function get_product_countries_available( $product_id ) {
			return array( 'do_update' => 0, 'available' => array(
				array( 'domain' => 'nl', 'name' => 'Nederland', 'available' => 1 ),
				array( 'domain' => 'de', 'name' => 'Deutschland', 'available' => 1 ),
				array( 'domain' => 'co.uk', 'name' => 'United Kingdom', 'available' => 0 ),
			) );
		}
	}
}
namespace {
	function WooZone() {
		return (object) array( 'p_type' => 'simple', 'amz_settings' => array( 'product_countries' => 'yes', 'product_countries_main_position' => get_option( 'realshop_woozone_boxpos', 'before_add_to_cart' ) ) );
	}
	add_action( 'wp_enqueue_scripts', function () {
		wp_register_script( 'WooZone-frontend-script', false, array(), '1', true );
		wp_enqueue_script( 'WooZone-frontend-script' );
		wp_localize_script( 'WooZone-frontend-script', 'woozone_vars', array( 'ajax_url' => admin_url( 'admin-ajax.php' ), 'nonce' => 'x', 'lang' => array( 'loading' => 'Laden...', 'available_yes' => 'beschikbaar', 'available_no' => 'niet beschikbaar' ) ) );
	} );
	add_action( 'wp_footer', function () {
		if ( ! is_product() ) { return; }
		$id   = get_queried_object_id();
		$data = array( 'prodid' => $id, 'asin' => 'B0REALSHOP', 'prodcountry' => 'de', 'boxpos' => WooZone()->amz_settings['product_countries_main_position'], 'do_update' => 0 );
		$list = \WooZone\Melib\CountryAvailability::getInstance()->get_product_countries_available( $id );
		echo '<ul class="WooZone-country-check" style="display: none;"><div class="WooZone-product-data" style="display: none;">' . wp_json_encode( $data ) . '</div>'
			. '<div class="WooZone-country-cached" style="display: none;">' . wp_json_encode( $list['available'] ) . '</div>'
			. '<div class="WooZone-country-affid" style="display: none;">' . wp_json_encode( array( 'main_aff_id' => 'shop-21', 'aff_ids' => array() ) ) . '</div>'
			. '<div style="display: none;" id="WooZone-cc-template"><li><span class="WooZone-cc_checkbox"><input type="radio" name="WooZone-cc-choose[B0REALSHOP]"></span><span class="WooZone-cc_domain"></span><span class="WooZone-cc_name"><a href="#" target="_blank"></a></span> - <span class="WooZone-cc-status"></span></li></div></ul>';
	} );
}
`;

const PRODUCT_SLUG = 'koffiemok-delfts-blauw';
const PRODUCT = `/product/${PRODUCT_SLUG}/`;

beforeAll(async () => {
  // Base64: the PHP source passes through PHP code unread.
  // WooZone's products carry their marketplace id (ASIN) as \`_amzASIN\`.
  await wordpressPhp(`file_put_contents( WPMU_PLUGIN_DIR . '/woozone-stand-in.php', base64_decode( '${Buffer.from(WOOZONE_STAND_IN).toString('base64')}' ) );
    update_post_meta( get_page_by_path( '${PRODUCT_SLUG}', OBJECT, 'product' )->ID, '_amzASIN', 'B0REALSHOP' );`);
});
afterAll(async () => {
  await wordpressPhp(`unlink( WPMU_PLUGIN_DIR . '/woozone-stand-in.php' ); delete_option( 'realshop_woozone_boxpos' );
    delete_post_meta( get_page_by_path( '${PRODUCT_SLUG}', OBJECT, 'product' )->ID, '_amzASIN' );`);
});

/**
 * Runs in the page before its scripts: the elements of the product each layout shift moved, from
 * the script's start on. Only the product's: the box sits in it and can move nothing above it,
 * and Storefront's header sometimes settles after the script has started, moving the
 * breadcrumb and the content down together, whatever the product holds.
 */
function recordShifts() {
  const moved: string[] = [];
  (window as unknown as { __moved: string[] }).__moved = moved;
  new PerformanceObserver((list) => {
    const boot = performance.getEntriesByName('shop-widgets:boot-start')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number; sources: { node: Node | null }[] }[]) {
      if (entry.hadRecentInput || entry.value === 0 || entry.startTime < boot) continue;
      for (const { node } of entry.sources)
        if (node instanceof Element && node.closest('div.product'))
          moved.push(`${node.localName}.${[...node.classList].join('.')} (${entry.value.toFixed(3)})`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Where a box sits in Storefront's product: the element after it, or 'first in the product'. */
const placeOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const box = document.querySelector(sel);
    if (!box) return 'missing';
    if (box === box.closest('div.product')?.firstElementChild) return 'first in the product';
    const next = box.nextElementSibling;
    return next ? `${next.localName}.${[...next.classList].slice(0, 2).join('.')}` : 'last';
  }, selector);

test.each([
  ['before_add_to_cart', 'form.cart'],
  ['before_title_and_thumb', 'first in the product'],
  ['before_woocommerce_tabs', 'div.woocommerce-tabs.wc-tabs-wrapper'],
])("WooZone's box at %s: the plugin keeps its place in Storefront's product, the script fills it, nothing moves", async (boxpos, place) => {
  await wordpressPhp(`update_option( 'realshop_woozone_boxpos', '${boxpos}' );`);

  // The server's page: the stand-in, hidden, at the position's WooCommerce hook.
  const plain = await browser().newContext({ javaScriptEnabled: false });
  const server = await plain.newPage();
  await server.goto(shopUrl(PRODUCT));
  expect(await placeOf(server, '[data-shop-widgets-spot="country-box"]')).toBe(place);
  expect(await server.locator('[data-shop-widgets-spot="country-box"] li').allTextContents()).toEqual([
    'Nederland - beschikbaar',
    'Deutschland - beschikbaar',
    'United Kingdom - niet beschikbaar',
  ]);
  await plain.close();

  const shopper = await newShopper(browser());
  const { page } = shopper;
  await page.addInitScript(recordShifts);
  await page.goto(shopUrl(PRODUCT));
  await waitForWidgets(page);
  // The shop's language is en_US: the legend is the script's English, as in the stand-in.
  const box = page.getByRole('group', { name: 'Choose the country of the marketplace' });
  await expect.poll(() => box.getByRole('radio').count()).toBe(3);
  expect(await placeOf(page, 'fieldset[data-shop-widgets-island="country-box"]')).toBe(place);
  expect(await page.locator('[data-shop-widgets-spot]').count()).toBe(0);
  expect(await box.getByRole('radio', { name: 'Deutschland' }).isChecked()).toBe(true);
  const moved = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __moved: string[] }).__moved))),
      ),
  );
  expect(moved).toEqual([]);
  expectCleanRun(shopper);
  await shopper.context.close();
});
