<?php
/**
 * Seeds the installed shop (site folder as the first argument) with WooCommerce's own classes:
 * Dutch store settings, cash on delivery, free shipping in the Netherlands, the shop pages
 * (WooCommerce's block cart and checkout plus a classic cart and checkout by shortcode) and a
 * small Dutch catalogue with a variable product and a product on sale. Prints the ids as JSON.
 */
if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
require $argv[1] . '/wp-load.php';

// Loading WooCommerce the first time installed it (check_version on init); make sure.
if ( get_option( 'woocommerce_version' ) !== WC()->version ) {
	WC_Install::install();
}
WC_Install::create_pages();
delete_transient( '_wc_activation_redirect' );

$shop_options = array(
	'woocommerce_default_country'                  => 'NL',
	'woocommerce_store_address'                    => 'Damrak 1',
	'woocommerce_store_city'                       => 'Amsterdam',
	'woocommerce_store_postcode'                   => '1012 LG',
	'woocommerce_allowed_countries'                => 'specific',
	'woocommerce_specific_allowed_countries'       => array( 'NL', 'BE' ),
	'woocommerce_ship_to_countries'                => '',
	'woocommerce_currency'                         => 'EUR',
	'woocommerce_currency_pos'                     => 'left_space',
	'woocommerce_price_thousand_sep'               => '.',
	'woocommerce_price_decimal_sep'                => ',',
	'woocommerce_price_num_decimals'               => 2,
	'woocommerce_weight_unit'                      => 'kg',
	'woocommerce_dimension_unit'                   => 'cm',
	'woocommerce_calc_taxes'                       => 'no',
	'woocommerce_enable_ajax_add_to_cart'          => 'yes',
	'woocommerce_cart_redirect_after_add'          => 'no',
	'woocommerce_enable_guest_checkout'            => 'yes',
	'woocommerce_enable_checkout_login_reminder'   => 'no',
	'woocommerce_enable_signup_and_login_from_checkout' => 'no',
	'woocommerce_coming_soon'                      => 'no',
	'woocommerce_store_pages_only'                 => 'no',
	'woocommerce_feature_order_attribution_enabled' => 'yes',
	// Nothing that wants the internet.
	'woocommerce_allow_tracking'                   => 'no',
	'woocommerce_show_marketplace_suggestions'     => 'no',
	'woocommerce_task_list_hidden'                 => 'yes',
	'woocommerce_extended_task_list_hidden'        => 'yes',
	'woocommerce_onboarding_profile'               => array( 'skipped' => true ),
	'woocommerce_setting_payments_recommendations_hidden' => 'yes',
	'woocommerce_merchant_email_notifications'     => 'no',
	'woocommerce_analytics_enabled'                => 'no',
	'woocommerce_feature_remote_logging_enabled'   => 'no',
	'woocommerce_admin_customize_store_completed'  => 'yes',
	'woocommerce_cod_settings'                     => array(
		'enabled'            => 'yes',
		'title'              => 'Betalen bij levering',
		'description'        => 'Betaal contant bij de bezorging.',
		'instructions'       => 'Betaal contant bij de bezorging.',
		'enable_for_methods' => array(),
		'enable_for_virtual' => 'yes',
	),
);
foreach ( $shop_options as $shop_name => $shop_value ) {
	update_option( $shop_name, $shop_value );
}
// No e-mails leave the shop (there is no mail server either).
foreach ( array( 'new_order', 'customer_processing_order', 'customer_on_hold_order', 'customer_completed_order' ) as $shop_email ) {
	update_option( "woocommerce_{$shop_email}_settings", array( 'enabled' => 'no' ) );
}

$shop_zone = new WC_Shipping_Zone();
$shop_zone->set_zone_name( 'Nederland en België' );
$shop_zone->add_location( 'NL', 'country' );
$shop_zone->add_location( 'BE', 'country' );
$shop_zone->save();
$shop_zone->add_shipping_method( 'free_shipping' );

/** A page with one block of shortcode, as an editor would make it. */
function shop_seed_page( $slug, $title, $shortcode ) {
	return wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $title,
			'post_content' => "<!-- wp:shortcode -->[{$shortcode}]<!-- /wp:shortcode -->",
		)
	);
}
$shop_pages = array(
	'shop'             => wc_get_page_id( 'shop' ),
	'cart'             => wc_get_page_id( 'cart' ),
	'checkout'         => wc_get_page_id( 'checkout' ),
	'classic_cart'     => shop_seed_page( 'winkelwagen-klassiek', 'Winkelwagen (klassiek)', 'woocommerce_cart' ),
	'classic_checkout' => shop_seed_page( 'afrekenen-klassiek', 'Afrekenen (klassiek)', 'woocommerce_checkout' ),
);

$shop_category = wp_insert_term( 'Keuken en tafel', 'product_cat', array( 'slug' => 'keuken-en-tafel' ) );

/** A published simple product. */
function shop_seed_simple( $name, $slug, $sku, $price, $sale_price, $category ) {
	$product = new WC_Product_Simple();
	$product->set_name( $name );
	$product->set_slug( $slug );
	$product->set_sku( $sku );
	$product->set_regular_price( $price );
	if ( $sale_price ) {
		$product->set_sale_price( $sale_price );
	}
	$product->set_description( "{$name}, uit ons eigen assortiment." );
	$product->set_short_description( "{$name} voor elke dag." );
	$product->set_category_ids( array( $category ) );
	$product->set_status( 'publish' );
	return $product->save();
}
$shop_products = array(
	'mok'          => shop_seed_simple( 'Koffiemok Delfts blauw', 'koffiemok-delfts-blauw', 'SW-MOK', '12.95', '', $shop_category['term_id'] ),
	'theedoek'     => shop_seed_simple( 'Theedoek linnen', 'theedoek-linnen', 'SW-DOEK', '8.50', '', $shop_category['term_id'] ),
	'stroopwafels' => shop_seed_simple( 'Stroopwafels in blik', 'stroopwafels-in-blik', 'SW-STROOP', '9.95', '7.45', $shop_category['term_id'] ),
	'kaasschaaf'   => shop_seed_simple( 'Kaasschaaf', 'kaasschaaf', 'SW-KAAS', '14.00', '', $shop_category['term_id'] ),
);

$shop_size = new WC_Product_Attribute();
$shop_size->set_name( 'Maat' );
$shop_size->set_options( array( 'S', 'M', 'L' ) );
$shop_size->set_visible( true );
$shop_size->set_variation( true );
$shop_shirt = new WC_Product_Variable();
$shop_shirt->set_name( 'Schort met logo' );
$shop_shirt->set_slug( 'schort-met-logo' );
$shop_shirt->set_sku( 'SW-SCHORT' );
$shop_shirt->set_description( 'Katoenen keukenschort in drie maten.' );
$shop_shirt->set_category_ids( array( $shop_category['term_id'] ) );
$shop_shirt->set_attributes( array( $shop_size ) );
$shop_shirt->set_status( 'publish' );
$shop_products['schort'] = $shop_shirt->save();
$shop_variations         = array();
foreach ( array( 'S' => '19.95', 'M' => '19.95', 'L' => '21.95' ) as $shop_option => $shop_price ) {
	$shop_variation = new WC_Product_Variation();
	$shop_variation->set_parent_id( $shop_products['schort'] );
	$shop_variation->set_attributes( array( 'maat' => $shop_option ) );
	$shop_variation->set_sku( 'SW-SCHORT-' . $shop_option );
	$shop_variation->set_regular_price( $shop_price );
	$shop_variation->set_status( 'publish' );
	$shop_variations[ $shop_option ] = $shop_variation->save();
}
WC_Product_Variable::sync( $shop_products['schort'] );
wc_delete_product_transients( $shop_products['schort'] );

flush_rewrite_rules( false );
echo wp_json_encode(
	array(
		'pages'      => $shop_pages,
		'products'   => $shop_products,
		'variations' => $shop_variations,
	)
) . "\n";
