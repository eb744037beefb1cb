/**
 * The answer's code, one chunk (answer-code.ts loads it): what draws the cart on the page — the
 * fragments (render.ts), the button's added state (show-added.ts) — and the cart panel shown
 * with its line (panel-show.ts). Fetched on intent on an add control or the cart button, else
 * at the click in parallel with the add's request, which never waits for it.
 */
export { showAdded } from './show-added';
export { renderCartUpdate } from './render';
export {
  CLOSE_BUTTON,
  closesPanel,
  hidePanel,
  onAddIntent,
  openCartPanel,
  registerCartPanel,
  showCartAfterAdd,
  showPanel,
  stopCartPanel,
} from './panel-show';
