/**
 * WooCommerce's product loop: `ul.products` (WooCommerce's loop-start.php), the theme's
 * `div.products` (its woocommerce/loop/loop-start.php); each child is a product card.
 */
export const LOOP = '.products';

/**
 * A loop with more cards than this is long: its cards are scanned as they come near the viewport
 * (./loop-cards.ts), not with the page. A shop page shows 12–48 products; a listing of 2,000
 * holds nearly all of its page's elements, and every query of the page walks them all.
 */
export const LONG_LOOP_CARDS = 200;

/** A card past the last one a short loop may have: the page that has one has a long loop. */
export const CARD_OF_LONG_LOOP = `${LOOP} > :nth-child(${LONG_LOOP_CARDS + 1})`;
