<?php
/**
 * Plugin Name: Real shop offline
 * Description: Written by the project's real-shop script. The test shop has no internet: every
 * WordPress, WooCommerce and Storefront feature that would fetch something from it, or make the
 * browser fetch something from it, is turned off here, so nothing waits on it.
 */

// WooCommerce's onboarding and every admin feature fed from woocommerce.com.
add_filter( 'woocommerce_enable_setup_wizard', '__return_false' );
add_filter( 'woocommerce_allow_marketplace_suggestions', '__return_false' );
add_filter( 'woocommerce_helper_suppress_admin_notices', '__return_true' );
add_filter( 'woocommerce_background_image_regeneration', '__return_false' );
add_filter( 'woocommerce_admin_onboarding_product_types', '__return_empty_array' );
add_filter(
	'woocommerce_admin_features',
	function ( $features ) {
		$remote = array(
			'remote-inbox-notifications',
			'remote-free-extension',
			'payment-gateway-suggestions',
			'shipping-label-banner',
			'marketplace',
			'onboarding',
			'onboarding-tasks',
			'wc-pay-promotion',
			'wc-pay-welcome-page',
		);
		return array_values( array_diff( $features, $remote ) );
	}
);

// WordPress's update checks (on wp-admin pages, after an upload, by cron) would only log that
// WordPress.org cannot be reached.
foreach ( array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) as $realshop_check ) {
	remove_action( 'admin_init', $realshop_check );
}
foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php', 'upgrader_process_complete' ) as $realshop_hook ) {
	remove_action( $realshop_hook, 'wp_update_plugins' );
}
foreach ( array( 'load-themes.php', 'load-update.php', 'load-update-core.php', 'upgrader_process_complete' ) as $realshop_hook ) {
	remove_action( $realshop_hook, 'wp_update_themes' );
}
remove_action( 'upgrader_process_complete', 'wp_version_check' );
remove_action( 'wp_version_check', 'wp_version_check' );
remove_action( 'wp_update_plugins', 'wp_update_plugins' );
remove_action( 'wp_update_themes', 'wp_update_themes' );
remove_action( 'wp_maybe_auto_update', 'wp_maybe_auto_update' );

// Whatever else asks WordPress.org (plugin and theme information, browser and PHP version checks)
// gets an empty answer at once instead of an error.
add_filter(
	'pre_http_request',
	function ( $response, $args, $url ) {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( 'wordpress.org' === $host || str_ends_with( $host, '.wordpress.org' ) ) {
			return array(
				'headers'  => array(),
				'body'     => '',
				'response' => array(
					'code'    => 200,
					'message' => 'OK',
				),
				'cookies'  => array(),
				'filename' => null,
			);
		}
		return $response;
	},
	10,
	3
);

// WordPress's own: emoji images from s.w.org, avatars from gravatar.com.
add_filter( 'automatic_updater_disabled', '__return_true' );
add_filter( 'pre_site_transient_update_core', '__return_null' );
add_filter( 'pre_site_transient_update_plugins', '__return_null' );
add_filter( 'pre_site_transient_update_themes', '__return_null' );
remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
remove_action( 'wp_print_styles', 'print_emoji_styles' );
remove_action( 'admin_print_styles', 'print_emoji_styles' );
add_filter( 'emoji_svg_url', '__return_false' );
add_filter( 'pre_option_show_avatars', '__return_zero' );

// Storefront's Google font: the theme falls back to the system font.
add_action(
	'wp_enqueue_scripts',
	function () {
		wp_dequeue_style( 'storefront-fonts' );
	},
	100
);
