export const MODALS_ROOT_ATTR = 'data-shop-widgets-modals';
export const GENERIC_POPUP_TRIGGER = '.csspopuptrigger[data-popup]';
export const LIGHTBOX_LINK = '.modulo-lightbox a[href]';
export const QUICK_VIEW_BUTTON = '.quick_view_button[data-product_id]';
