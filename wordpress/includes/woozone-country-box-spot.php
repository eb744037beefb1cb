<?php
/**
 * WooZone's country box: its room kept in the product page from the first paint.
 *
 * WooZone prints the box hidden (its data and a row template) and the bundle builds it at the
 * position the shop chose once the page runs, after the first paint: what follows it in the
 * product moved down (docs/performance.md, "CLS"). So at the WooCommerce hook of that position
 * this prints a stand-in of the box the bundle will build: the same frame and one row per
 * country WooZone lists for the product, with WooZone's classes (its stylesheet sizes them as
 * the real rows), hidden but taking its room. The bundle puts the live box in its place.
 *
 * Without WooZone's country list for the product (WooZone inactive, its country box off, placed
 * as a tab, a version without that API) it prints nothing, and the bundle builds the box as before.
 *
 * @package ShopWidgets
 */

defined( 'ABSPATH' ) || exit;

// Once per request: a theme's copy and the plugin do not both hook in (plugins load first).
if ( ! function_exists( 'shop_widgets_country_box_position' ) ) {

	/**
	 * The position WooZone puts the country box at on product pages (its setting, as WooZone
	 * reads it), or '' when it prints none. Filter: `shop_widgets_country_box_position`.
	 *
	 * @return string before_add_to_cart, before_title_and_thumb, before_woocommerce_tabs or another.
	 */
	function shop_widgets_country_box_position() {
		$position = '';
		if ( function_exists( 'WooZone' ) ) {
			$woozone  = WooZone();
			$settings = is_object( $woozone ) && isset( $woozone->amz_settings ) && is_array( $woozone->amz_settings ) ? $woozone->amz_settings : array();
			if ( ! isset( $settings['product_countries'] ) || 'yes' === $settings['product_countries'] ) {
				$position = isset( $settings['product_countries_main_position'] ) ? (string) $settings['product_countries_main_position'] : 'before_add_to_cart';
			}
		}
		return (string) apply_filters( 'shop_widgets_country_box_position', $position );
	}

	/**
	 * The countries WooZone lists in the product's box, `[{domain, name}]` (its own list, the
	 * one it prints as `.WooZone-country-cached`). Filter: `shop_widgets_country_box_countries`.
	 *
	 * @param int $product_id The product.
	 * @return array<int, array<string, mixed>> The countries, or an empty array.
	 */
	function shop_widgets_country_box_countries( $product_id ) {
		$countries = array();
		$source    = '\WooZone\Melib\CountryAvailability';
		if ( class_exists( $source ) && get_post_meta( $product_id, '_amzASIN', true ) ) {
			$found = $source::getInstance()->get_product_countries_available( $product_id );
			if ( is_array( $found ) && isset( $found['available'] ) && is_array( $found['available'] ) ) {
				$countries = $found['available'];
			}
		}
		$countries = apply_filters( 'shop_widgets_country_box_countries', $countries, $product_id );
		return is_array( $countries ) ? $countries : array();
	}

	/**
	 * WooZone's strings for the box (`woozone_vars.lang`, as WooZone localizes its script), which
	 * the bundle shows too.
	 *
	 * @return array<string, mixed> The strings by key, or an empty array.
	 */
	function shop_widgets_woozone_lang() {
		$data = wp_scripts()->get_data( 'WooZone-frontend-script', 'data' );
		if ( is_string( $data ) && preg_match( '/^var woozone_vars = (.+);$/m', $data, $match ) ) {
			$vars = json_decode( $match[1], true );
			if ( is_array( $vars ) && isset( $vars['lang'] ) && is_array( $vars['lang'] ) ) {
				return $vars['lang'];
			}
		}
		return array();
	}

	/**
	 * The box's legend as the bundle writes it: from the plugin's catalogue for the site's
	 * language (languages/, the one the bundle is given), else in English.
	 *
	 * @return string The legend.
	 */
	function shop_widgets_country_box_legend() {
		$legend = 'Choose the country of the marketplace';
		$file   = dirname( __DIR__ ) . '/languages/shop-widgets-' . determine_locale() . '-shop-widgets.json';
		if ( is_readable( $file ) ) {
			$catalogue = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
			$found     = isset( $catalogue['locale_data']['messages'][ $legend ][0] ) ? $catalogue['locale_data']['messages'][ $legend ][0] : '';
			if ( is_string( $found ) && '' !== $found ) {
				$legend = $found;
			}
		}
		return $legend;
	}

	/**
	 * A country's status as the bundle first shows it: 'available' or 'not available' when WooZone
	 * knows it, else 'Loading...', in WooZone's words; a blank where the page has none.
	 *
	 * @param array<string, mixed> $country One of WooZone's countries.
	 * @param array<string, mixed> $lang    WooZone's strings.
	 * @return string The status's markup.
	 */
	function shop_widgets_country_box_spot_status( $country, $lang ) {
		if ( ! isset( $country['available'] ) ) {
			list( $class, $key ) = array( 'WooZone-cc-loader', 'loading' );
		} elseif ( preg_match( '/^(true|1|yes)$/', (string) $country['available'] ) ) {
			list( $class, $key ) = array( 'WooZone-status-available', 'available_yes' );
		} else {
			list( $class, $key ) = array( 'WooZone-status-unavailable', 'available_no' );
		}
		$text = isset( $lang[ $key ] ) && is_string( $lang[ $key ] ) ? esc_html( $lang[ $key ] ) : '&nbsp;';
		return '<span class="' . $class . '">' . $text . '</span>';
	}

	/**
	 * Prints the stand-in where the box goes, when WooZone puts it at this position. It is the
	 * box the bundle first shows (widgets/country-box) without its links: a fieldset
	 * `.WooZone-country-box`, its legend, the list (`data-sw-live`: never read as WooZone's box)
	 * with per country the radio, the flag, the name and the status, and the loader line, so a
	 * line that wraps wraps in both. Hidden (`visibility: hidden`), it keeps its room and cannot
	 * be reached; without the bundle it stays an empty space.
	 *
	 * @param string $position The position whose hook is running.
	 */
	function shop_widgets_print_country_box_spot( $position ) {
		global $product;
		if ( ! is_product() || ! $product instanceof WC_Product || shop_widgets_country_box_position() !== $position ) {
			return;
		}
		// WooZone's rows have no radio when its products are external (bought on the marketplace).
		$woozone = function_exists( 'WooZone' ) ? WooZone() : null;
		$radio   = is_object( $woozone ) && isset( $woozone->p_type ) && 'external' === $woozone->p_type ? '' : '<span class="WooZone-cc_checkbox"><input type="radio" disabled></span>';
		$lang    = shop_widgets_woozone_lang();
		$rows    = '';
		foreach ( shop_widgets_country_box_countries( $product->get_id() ) as $country ) {
			if ( is_array( $country ) && isset( $country['name'] ) ) {
				$rows .= '<li>' . $radio . '<span class="WooZone-cc_domain"></span><span class="WooZone-cc_name"><a>' . esc_html( (string) $country['name'] ) . '</a></span> - '
					. '<span class="WooZone-cc-status">' . shop_widgets_country_box_spot_status( $country, $lang ) . '</span></li>';
			}
		}
		if ( '' === $rows ) {
			return;
		}
		$class = 'before_woocommerce_tabs' === $position ? 'WooZone-country-box WooZone-boxpos-before_woocommerce_tabs' : 'WooZone-country-box';
		printf(
			'<fieldset class="%1$s" data-shop-widgets-spot="country-box" data-product-id="%2$d" aria-hidden="true" style="visibility:hidden"><legend>%3$s</legend><ul class="WooZone-country-check" data-sw-live>%4$s</ul><div class="WooZone-country-loader"></div></fieldset>',
			esc_attr( $class ),
			(int) $product->get_id(),
			esc_html( shop_widgets_country_box_legend() ),
			$rows // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built above from escaped names.
		);
	}

	/** before_add_to_cart: right before the product's cart form. */
	function shop_widgets_country_box_spot_before_add_to_cart() {
		shop_widgets_print_country_box_spot( 'before_add_to_cart' );
	}
	add_action( 'woocommerce_before_add_to_cart_form', 'shop_widgets_country_box_spot_before_add_to_cart' );

	/** before_title_and_thumb: first in the product, before its gallery (WooCommerce's start at 10). */
	function shop_widgets_country_box_spot_before_title_and_thumb() {
		shop_widgets_print_country_box_spot( 'before_title_and_thumb' );
	}
	add_action( 'woocommerce_before_single_product_summary', 'shop_widgets_country_box_spot_before_title_and_thumb', 1 );

	/** before_woocommerce_tabs: after the summary, right before the tabs (WooCommerce's at 10). */
	function shop_widgets_country_box_spot_before_woocommerce_tabs() {
		shop_widgets_print_country_box_spot( 'before_woocommerce_tabs' );
	}
	add_action( 'woocommerce_after_single_product_summary', 'shop_widgets_country_box_spot_before_woocommerce_tabs', 9 );
}
