<?php
/**
 * Installs WordPress in the site folder given as the first argument (wp-config.php is already
 * there) and turns WooCommerce and Storefront on. WooCommerce is activated by the option only:
 * it installs itself on its first load (WC_Install::check_version), which the seed script does.
 */
if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
define( 'WP_INSTALLING', true );
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$result = wp_install( 'Winkeltje', 'admin', 'admin@winkeltje.test', false, '', 'admin' );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, $result->get_error_message() . "\n" );
	exit( 1 );
}

update_option( 'permalink_structure', '/%postname%/' );
update_option( 'blogdescription', 'Een echte WooCommerce-winkel voor de tests' );
update_option( 'timezone_string', 'Europe/Amsterdam' );
update_option( 'date_format', 'j F Y' );
update_option( 'start_of_week', 1 );
update_option( 'show_avatars', '' );
update_option( 'active_plugins', array( 'woocommerce/woocommerce.php' ) );
update_option( 'template', 'storefront' );
update_option( 'stylesheet', 'storefront' );
echo "installed\n";
