/** The root the toasts are created in: no server markup. */
export const TOASTS_ROOT_ATTR = 'data-shop-widgets-toasts';
