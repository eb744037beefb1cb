import { renderIsland } from '../../mount/react/render-island';
import type { WidgetContext } from '../../mount/types';
import { log } from '../../src/lib/log';
import { readCountryBox } from '../../src/lib/country-box-data';
import { COUNTRY_BOX } from './contract';
import { placeBox } from './position';
import { CountryBox } from './country-box';

/**
 * Reads the server's box (its JSON and template), puts a container at the configured position
 * and renders the live box there. The server's box stays in the page, hidden, as it was printed.
 */
export function mount(root: Element, ctx: WidgetContext) {
  const noop = () => {};
  if (root.ownerDocument.querySelector(COUNTRY_BOX) !== root) return noop; // only the first box
  const data = readCountryBox(root);
  if (!data) {
    log.error('country box: .WooZone-product-data or .WooZone-country-cached is missing or not valid JSON; the box stays as the server printed it.');
    return noop;
  }
  ctx.store.getState().marketplace.initCountryBox(data);
  const container = root.ownerDocument.createElement('div');
  container.setAttribute('data-shop-widgets-island', 'country-box');
  placeBox(container, root, data.boxpos, data.productId);
  (root as HTMLElement).style.display = 'none';
  // The hidden template's radio shares the live radios' name; unnamed, it cannot join their group.
  const templateRadios = Array.from(root.querySelectorAll<HTMLInputElement>('#WooZone-cc-template input[type=radio][name]'));
  const names = templateRadios.map((input) => input.name);
  templateRadios.forEach((input) => input.removeAttribute('name'));
  const unmount = renderIsland(container, 'country-box', ctx, <CountryBox />);
  return () => {
    unmount();
    container.remove();
    templateRadios.forEach((input, i) => (input.name = names[i]!));
  };
}
