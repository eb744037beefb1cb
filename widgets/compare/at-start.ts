import { localStore } from '../../src/dom/storage';
import { BAR, CHART, COMPARING_HINT_KEY } from './hooks';

/** Closed, the bar is out of the tab order and the accessibility tree (the compare code opens it). */
export function closeBar(): void {
  document.querySelector(BAR)?.setAttribute('inert', '');
}

/**
 * The compare code loads at start on a comparison page, and where the bar is on the page and
 * this browser compared something (the buttons and the icon must show it); else on intent.
 */
export const compareCodeStrategy = (): 'load' | 'interaction' =>
  document.querySelector(CHART) || (localStore.get(COMPARING_HINT_KEY) && document.querySelector(BAR)) ? 'load' : 'interaction';
