<?php
/**
 * Router for PHP's built-in server: existing files (and folders with an index.php, like
 * /wp-admin/) are served as they are, every other path goes to WordPress's front controller,
 * which is what Apache's rewrite rules do for pretty permalinks.
 */
$shop_docroot = $_SERVER['DOCUMENT_ROOT'];
$shop_path    = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$shop_file    = $shop_docroot . $shop_path;

if ( '/' !== $shop_path && ! str_contains( $shop_path, '..' ) ) {
	if ( is_file( $shop_file ) ) {
		return false;
	}
	if ( is_dir( $shop_file ) && is_file( rtrim( $shop_file, '/' ) . '/index.php' ) ) {
		return false;
	}
}

chdir( $shop_docroot );
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $shop_docroot . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $shop_docroot . '/index.php';
