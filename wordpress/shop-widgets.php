<?php
/**
 * Plugin Name:          shop-widgets
 * Description:          AJAX add to cart, a sliding mini-cart and the shop's other widgets on WooCommerce's own pages, in one script module that takes over from WooCommerce's cart scripts.
 * Version:              0.1.0
 * Requires at least:    6.9
 * Tested up to:         7.1
 * Requires PHP:         7.4
 * Requires Plugins:     woocommerce
 * WC requires at least: 11.0
 * WC tested up to:      11.0
 * License:              GPL-2.0-or-later
 * License URI:          https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:          shop-widgets
 * Domain Path:          /languages
 *
 * @package ShopWidgets
 */

defined( 'ABSPATH' ) || exit;

/** The plugin's version: the bundle's URL carries it, so a new release is not served from a cache. */
const SHOP_WIDGETS_VERSION = '0.1.0';

require_once __DIR__ . '/includes/woocommerce-cart-scripts.php';
require_once __DIR__ . '/includes/woozone-country-box-spot.php';

/**
 * Enqueues the bundle as a script module on every front-end page (it looks for its hooks itself)
 * and hands WordPress its translations: WordPress (7.0 and later) prints them into wp.i18n for the
 * `shop-widgets` text domain before the module runs. The shipped Dutch catalogue is
 * languages/shop-widgets-nl_NL-shop-widgets.json, the name WordPress looks for first.
 */
function shop_widgets_enqueue() {
	wp_enqueue_script_module( 'shop-widgets', plugins_url( 'dist/shop-widgets.js', __FILE__ ), array(), SHOP_WIDGETS_VERSION );
	if ( function_exists( 'wp_set_script_module_translations' ) ) {
		wp_set_script_module_translations( 'shop-widgets', 'shop-widgets', plugin_dir_path( __FILE__ ) . 'languages' );
	}
}
add_action( 'wp_enqueue_scripts', 'shop_widgets_enqueue' );

/**
 * Tells WooCommerce that the plugin works with its order tables (HPOS) and its cart and checkout
 * blocks: its PHP reads and writes no order, and it adds nothing to those blocks.
 */
function shop_widgets_declare_woocommerce_compatibility() {
	if ( class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', __FILE__, true );
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', __FILE__, true );
	}
}
add_action( 'before_woocommerce_init', 'shop_widgets_declare_woocommerce_compatibility' );
