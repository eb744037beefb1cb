/**
 * `manual`: nothing is scheduled; the code loads when another widget asks for it through
 * ctx.activateIsland() (the cart panel when it opens, the modal host on a dialog request).
 */
export function manually(): () => void {
  return () => {};
}
