import { localStore } from '../../src/dom/browser';
import { BAR, COMPARING_HINT_KEY } from './hooks';
import { signedIn } from '../../src/dom/hooks';

/** Closed, the bar is out of the tab order and the accessibility tree (the compare code opens it). */
export function closeBar(): void {
  document.querySelector(BAR)?.setAttribute('inert', '');
}

/**
 * The compare code loads at start where the bar is on the page and something may be compared
 * (the buttons and the icon must show it): for a signed-in shopper always, as the theme keeps
 * their comparison per account and it follows them to any device; for a guest only where this
 * browser compared before. Else on intent — a comparison page too, whose chart marks its
 * differences with its own small chunk.
 */
// The bar first: a page without it never touches localStorage (its first access waits on the browser).
export const compareCodeStrategy = (): 'load' | 'interaction' =>
  document.querySelector(BAR) && (signedIn() || localStore.get(COMPARING_HINT_KEY)) ? 'load' : 'interaction';
