import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { server } from '../../test/msw';
import { createMounter } from '../../mount/scanner';
import type { WidgetContext } from '../../mount/types';
import { widgets } from './contract';

describe('quantity inputs', () => {
  it('plus and minus step within min and max on the product page', async () => {
    await loadPage('/product/accu-grasmaaier-greenline-36v/');
    startWidgets();
    const input = document.querySelector<HTMLInputElement>('form.cart input.qty')!;
    const plus = document.querySelector('form.cart .plus-quantity')!;
    const minus = document.querySelector('form.cart .minus-quantity')!;
    // A cold page: the first click is held while the code loads, then clicked again.
    fireEvent.click(plus);
    await vi.waitFor(() => expect(input.value).toBe('2'));
    fireEvent.click(plus);
    expect(input.value).toBe('3');
    fireEvent.click(minus);
    expect(input.value).toBe('2');
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(input.value).toBe('1'); // min 1
    input.value = '25';
    fireEvent.click(plus);
    expect(input.value).toBe('25'); // max 25
  });

  it('resets a value typed below the minimum to the minimum', async () => {
    await loadPage('/product/accu-grasmaaier-greenline-36v/');
    startWidgets();
    const input = document.querySelector<HTMLInputElement>('form.cart input.qty')!;
    input.value = '0';
    fireEvent.change(input);
    await vi.waitFor(() => expect(input.value).toBe('1'));
  });

  it('keeps the decimals of the step', async () => {
    document.body.innerHTML =
      '<div class="quantity rh-custom-quantity"><button type="button" class="minus-quantity">-</button><input class="qty" type="number" value="1" min="0.5" step="0.25"><button type="button" class="plus-quantity">+</button></div>';
    startWidgets();
    fireEvent.click(document.querySelector('.plus-quantity')!);
    await vi.waitFor(() => expect(document.querySelector<HTMLInputElement>('.qty')!.value).toBe('1.25'));
  });

  it("makes the loop button's data-quantity (and its no-script link) follow the input", async () => {
    await loadPage('/shop/');
    startWidgets();
    const input = document.getElementById('qty-101') as HTMLInputElement;
    const button = document.querySelector<HTMLAnchorElement>('.ajax_add_to_cart[data-product_id="101"]')!;
    input.value = '4';
    fireEvent.input(input);
    await vi.waitFor(() => expect(button.dataset.quantity).toBe('4'));
    expect(button.getAttribute('href')).toBe('?add-to-cart=101&quantity=4');
  });

  it('an add clicked right after typing, before the quantity code ran, sends the typed quantity', async () => {
    await loadPage('/shop/');
    startWidgets();
    const bodies: URLSearchParams[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('wc-ajax=add_to_cart')) bodies.push(new URLSearchParams(await request.clone().text()));
    });
    const input = document.getElementById('qty-101') as HTMLInputElement;
    input.value = '3';
    fireEvent.input(input);
    // In the same task: no chunk can have arrived.
    fireEvent.click(document.querySelector('.ajax_add_to_cart[data-product_id="101"]')!);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.get('quantity')).toBe('3');
    server.events.removeAllListeners();
  });

  it('fires input and change so other code sees a stepped value', async () => {
    await loadPage('/product/accu-grasmaaier-greenline-36v/');
    startWidgets();
    const seen: string[] = [];
    document.addEventListener('change', (e) => seen.push(`change:${(e.target as HTMLInputElement).value}`));
    fireEvent.click(document.querySelector('form.cart .plus-quantity')!);
    await vi.waitFor(() => expect(seen).toEqual(['change:2']));
  });

  it("is fetched on intent on a loop's field, not on the add button beside it", async () => {
    await loadPage('/shop/');
    const load = vi.fn(async () => ({}));
    // Its code only (no start-up guard), on the contract's hooks and strategy.
    const mounter = createMounter({} as WidgetContext, [{ ...widgets[0]!, start: undefined, load }]);
    const button = document.querySelector('.rh-loop-quantity .ajax_add_to_cart[data-product_id="101"]')!;
    fireEvent.pointerOver(button);
    fireEvent.focusIn(button);
    fireEvent.click(button);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerOver(document.getElementById('qty-101')!);
    expect(load).toHaveBeenCalledTimes(1);
    mounter.stop();
  });
});
