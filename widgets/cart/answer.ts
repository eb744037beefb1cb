/**
 * The answer's code, one chunk (answer-code.ts loads it): what shows an add's answer — the
 * cart's part (src/cart/add-answer.ts), the button's added state, the fragments drawn into the
 * page — and the cart panel shown with its line. Fetched on intent on an add control or the
 * cart button, else at the click in parallel with the add's request, which never waits for it.
 */
export { answerAdd } from '../../src/cart/add-answer';
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
