<?php
/**
 * WooCommerce's own cart scripts: dequeue them, keep their settings.
 *
 * The plugin loads this file; a theme without the plugin can require it, or paste it into
 * functions.php without its first line. README.md and docs/wordpress.md show this file whole
 * (docs/snippets.test.ts compares them).
 *
 * @package ShopWidgets
 */

defined( 'ABSPATH' ) || exit;

// Once per request: a theme's copy and the plugin do not both hook in (plugins load first).
if ( ! function_exists( 'shop_widgets_wc_settings' ) ) {

	/**
	 * The settings WooCommerce localized for its cart handles, by global name.
	 *
	 * @param string|null $name  The global's name, to keep its value; null to read.
	 * @param mixed       $value The settings WooCommerce localized under that name.
	 * @return array<string, mixed> Every kept setting, by global name.
	 */
	function shop_widgets_wc_settings( $name = null, $value = null ) {
		static $settings = array();
		if ( null !== $name ) {
			$settings[ $name ] = $value;
		}
		return $settings;
	}

	/**
	 * Keeps `wc_add_to_cart_params` (WooCommerce passes each handle's settings through a filter
	 * named after the global).
	 *
	 * @param mixed $params The settings.
	 * @return mixed The same settings.
	 */
	function shop_widgets_keep_add_to_cart_params( $params ) {
		shop_widgets_wc_settings( 'wc_add_to_cart_params', $params );
		return $params;
	}
	add_filter( 'wc_add_to_cart_params', 'shop_widgets_keep_add_to_cart_params', PHP_INT_MAX );

	/**
	 * Keeps `wc_cart_fragments_params`.
	 *
	 * @param mixed $params The settings.
	 * @return mixed The same settings.
	 */
	function shop_widgets_keep_cart_fragments_params( $params ) {
		shop_widgets_wc_settings( 'wc_cart_fragments_params', $params );
		return $params;
	}
	add_filter( 'wc_cart_fragments_params', 'shop_widgets_keep_cart_fragments_params', PHP_INT_MAX );

	/**
	 * Drops WooCommerce's cart scripts right before WordPress prints them: WooCommerce localizes
	 * at priority 5 of wp_print_scripts (head) and wp_print_footer_scripts (footer, where the
	 * cart widget's late enqueue lands); WordPress prints the scripts after 10.
	 */
	function shop_widgets_dequeue_wc_cart_scripts() {
		wp_dequeue_script( 'wc-add-to-cart' );
		wp_dequeue_script( 'wc-cart-fragments' );
	}
	add_action( 'wp_print_scripts', 'shop_widgets_dequeue_wc_cart_scripts', 6 );
	add_action( 'wp_print_footer_scripts', 'shop_widgets_dequeue_wc_cart_scripts', 6 );

	/**
	 * Prints the kept settings as the `#shop-widgets-config` block, where the bundle reads them
	 * as if they were the globals. Other shop-widgets options go in through the
	 * `shop_widgets_config` filter: the page has one config block.
	 */
	function shop_widgets_print_config() {
		$config = apply_filters( 'shop_widgets_config', shop_widgets_wc_settings() );
		if ( $config ) {
			wp_print_inline_script_tag(
				wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ),
				array(
					'type' => 'application/json',
					'id'   => 'shop-widgets-config',
				)
			);
		}
	}
	add_action( 'wp_print_footer_scripts', 'shop_widgets_print_config', 6 );
}
