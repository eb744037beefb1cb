/** `window.wc_order_attribution` (HOOKS.md): printed by WooCommerce, completed by us. */
export interface AttributionGlobal {
  params?: Record<string, unknown>;
  fields?: Record<string, string>;
  getAttributionData?: () => Record<string, string | null> | null;
  setOrderTracking?: (allow: boolean) => void;
}

/** The global object (created when the page configured it through the JSON block only). */
export function attributionGlobal(win: Window = window): AttributionGlobal {
  const globals = win as unknown as { wc_order_attribution?: AttributionGlobal };
  if (!globals.wc_order_attribution || typeof globals.wc_order_attribution !== 'object') globals.wc_order_attribution = {};
  return globals.wc_order_attribution;
}
