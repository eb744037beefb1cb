import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { callsSettled, loadPage, startWidgets } from '../../test/helpers/page';

/**
 * The answer's code (answer.ts) held back until the test lets it come (`gate.held`); `gate.loads`
 * counts its loads. A file of its own: the code, once loaded, stays loaded for the file.
 */
const gate = vi.hoisted(() => ({ held: undefined as Promise<void> | undefined, loads: 0 }));
vi.mock('./answer', async (importOriginal) => {
  gate.loads++;
  await gate.held;
  return importOriginal();
});

const loopButton = () => document.querySelector<HTMLAnchorElement>('.ajax_add_to_cart[data-product_id="101"]')!;
const panel = () => document.getElementById('rh-woo-cart-panel')!;
const cartCount = () => document.querySelector('.rh-cart-count')?.textContent;

/**
 * What a frame could show, sampled between tasks: the browser paints only between them, so a
 * change made in one task is seen whole or not at all.
 */
function sampleBetweenTasks() {
  const seen: { count: string | undefined; added: boolean; loading: boolean; panel: boolean }[] = [];
  let sampling = true;
  const sample = () => {
    if (!sampling) return;
    seen.push({
      count: cartCount(),
      added: loopButton().classList.contains('added'),
      loading: loopButton().classList.contains('loading'),
      panel: panel().classList.contains('active'),
    });
    setTimeout(sample, 0);
  };
  sample();
  return { seen, stop: () => (sampling = false) };
}

describe("an add's answer that arrives before the code that shows it", () => {
  it('shows nothing until the code comes, then the header count, the button added and the panel in one frame; a page view without a cart asked for no code', async () => {
    await loadPage('/shop/');
    const { store } = startWidgets();
    await callsSettled();
    // A visitor without a cart: nothing refreshed, nothing to draw, no code asked for.
    expect(gate.loads).toBe(0);

    let arrive!: () => void;
    gate.held = new Promise<void>((resolve) => (arrive = resolve));
    // Whatever fails below, the code comes before the page is taken down (which waits for it).
    onTestFinished(() => arrive());
    const realFetch = globalThis.fetch;
    let answered: Promise<unknown> | undefined;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const response = realFetch(input, init);
      if (String(input).includes('wc-ajax=add_to_cart')) answered = response.then((r) => r.clone().text());
      return response;
    });
    const frames = sampleBetweenTasks();
    fireEvent.click(loopButton());
    // The request leaves at the click, with the code asked for beside it.
    await Promise.resolve();
    expect(answered).toBeDefined();
    await waitFor(() => expect(gate.loads).toBe(1));
    await answered;
    for (let i = 0; i < 20; i++) await Promise.resolve();
    // The answer is in, its code is not: nothing of it shows yet, and the add is still pending.
    expect(cartCount()).toBe('0');
    expect(loopButton().classList.contains('loading')).toBe(true);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).not.toContain('Accu grasmaaier GreenLine 36V');
    expect(store.getState().cart.addsPending).toBe(1);
    expect(panel().classList.contains('active')).toBe(false);

    arrive();
    await waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    expect(cartCount()).toBe('1');
    expect(loopButton().classList.contains('added')).toBe(true);
    expect(loopButton().classList.contains('loading')).toBe(false);
    expect(panel().classList.contains('active')).toBe(true);
    expect(within(panel()).getByText('Accu grasmaaier GreenLine 36V')).toBeTruthy();
    expect(store.getState().cart.addsPending).toBe(0);
    frames.stop();
    // Between any two tasks the count, the button and the panel agreed: the shopper never saw
    // the count say "1" beside a button still loading, or a closed panel.
    expect(frames.seen.length).toBeGreaterThan(2);
    expect(frames.seen.filter((frame) => (frame.count === '1') !== (frame.added && !frame.loading && frame.panel))).toEqual([]);
    expect(frames.seen.at(-1)).toMatchObject({ count: '1', added: true, panel: true });
    fetchSpy.mockRestore();
  });
});
