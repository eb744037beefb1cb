/**
 * The data-* values of the modals widget that only its lazily loaded code reads (declared as
 * src/dom/hooks.ts reads them; docs/hooks.test.ts checks them with the contract's): kept
 * out of the contract, which is start-up code.
 */

/** A lightbox link's size and title; a generic pop-up trigger's pop-up id; a quick-view button's product. */
export const LIGHTBOX_DATA = { width: 0, height: 0, title: '' };
export const POPUP_TRIGGER_DATA = { popup: '' };
export const QUICK_VIEW_DATA = { product_id: '' };
