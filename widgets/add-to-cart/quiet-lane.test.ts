import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { server } from '../../test/msw';
import { loadChunk } from '../../src/lib/load-chunk';

// While an add to cart is on its way, code the page loads meanwhile (intent, scroll, a widget in
// view) waits until the answer is painted (src/lib/quiet-lane.ts): these tests load a chunk as
// that code does, through loadChunk().

const button = () => document.querySelector<HTMLElement>('.ajax_add_to_cart[data-product_id="101"]')!;
const cartCount = () => document.querySelector('.rh-cart-count')?.textContent;

/** The add_to_cart answer waits until `answer()`. */
function heldAnswer() {
  let answer: () => void = () => {};
  const gate = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.post('*', async ({ request }) => {
      if (request.url.includes('wc-ajax=add_to_cart')) await gate;
      return undefined;
    }),
  );
  return { answer: () => answer() };
}

/** A chunk the page's other code loads: records the cart count the page showed when it started. */
function otherCode() {
  const countWhenStarted: (string | undefined)[] = [];
  const load = vi.fn(async () => {
    countWhenStarted.push(cartCount());
    return {};
  });
  return { load, countWhenStarted };
}

/** Real time passes (the answer, if it were let through, would have come). */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 60));

/** The shop page with an add on its way (its answer held) and other code asked for meanwhile, still held. */
async function addOnItsWay() {
  await loadPage('/shop/');
  startWidgets();
  const { answer } = heldAnswer();
  fireEvent.click(button());
  const code = otherCode();
  const loaded = loadChunk(code.load);
  await aWhile();
  expect(code.load).not.toHaveBeenCalled();
  return { answer, code, loaded };
}

describe('the quiet lane of an add to cart', () => {
  it('holds code asked for during the add until the answer is shown, then loads it', async () => {
    const { answer, code, loaded } = await addOnItsWay();
    answer();
    await loaded;
    expect(code.countWhenStarted).toEqual(['1']);
    expect(button().classList.contains('added')).toBe(true);
  });

  it('holds from the press on an add button: the code that press would load comes after the answer', async () => {
    await loadPage('/shop/');
    startWidgets();
    const { answer } = heldAnswer();
    fireEvent.pointerDown(button(), { button: 0 });
    const code = otherCode();
    const loaded = loadChunk(code.load);
    fireEvent.pointerUp(button(), { button: 0 });
    fireEvent.click(button());
    await aWhile();
    expect(code.load).not.toHaveBeenCalled();
    answer();
    await loaded;
    expect(code.countWhenStarted).toEqual(['1']);
  });

  it('lets a press go that is not followed by an add (the pointer comes up elsewhere)', async () => {
    await loadPage('/shop/');
    startWidgets();
    fireEvent.pointerDown(button(), { button: 0 });
    const code = otherCode();
    const loaded = loadChunk(code.load);
    expect(code.load).not.toHaveBeenCalled();
    fireEvent.pointerUp(document.body, { button: 0 });
    await loaded;
    expect(code.countWhenStarted).toEqual(['0']);
  });

  it("opens at the shopper's next click: that click's code does not wait for the first add's answer", async () => {
    const { answer, code, loaded } = await addOnItsWay();
    fireEvent.click(document.querySelector('h1') ?? document.body);
    await loaded;
    expect(code.countWhenStarted).toEqual(['0']);
    answer();
    await waitFor(() => expect(cartCount()).toBe('1'));
  });
});
