// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createCartCore } from './core';
import type { AddRequest, AddResult } from './types';
import { cartAnswer, flush, testPorts } from './test-ports';

const button = { name: 'the button' };
const request = (productId: string, extra: Partial<AddRequest> = {}): AddRequest => ({
  body: { product_id: productId },
  productId,
  source: button,
  ...extra,
});
/** An add's result, its answer shown at once (as the page does once its drawing code is there). */
const shown = (result: AddResult) => {
  if (result.kind !== 'answer') return result;
  result.show();
  return { kind: 'added', cartHash: result.cartHash, fragments: result.fragments };
};
const names = (events: unknown[][]) => events.map(([name]) => name);

describe('adding to the cart (no DOM)', () => {
  it('fires adding_to_cart and sends the request in the same task as the click', async () => {
    const { ports, calls, events } = testPorts();
    const cart = createCartCore(ports);
    void cart.add(request('101'));
    expect(events).toEqual([['adding', '101', { product_id: '101' }, button]]);
    await Promise.resolve();
    expect(calls.addToCart.map((c) => c.args)).toEqual([[{ product_id: '101' }]]);
  });

  it('runs adds one at a time, in order', async () => {
    const { ports, calls, state } = testPorts();
    const cart = createCartCore(ports);
    const first = cart.add(request('101'));
    const second = cart.add(request('105'));
    await flush();
    expect(calls.addToCart).toHaveLength(1);
    expect(state().addsPending).toBe(2);
    calls.addToCart[0]!.answer(cartAnswer('101'));
    shown(await first);
    await flush();
    expect(calls.addToCart.map((c) => c.args)).toEqual([[{ product_id: '101' }], [{ product_id: '105' }]]);
    calls.addToCart[1]!.answer(cartAnswer('101+105'));
    expect(shown(await second)).toMatchObject({ kind: 'added', cartHash: 'hash-101+105' });
    expect(state()).toMatchObject({ addsPending: 0, cartHash: 'hash-101+105' });
  });

  it('shows the cart, keeps it for the next page, then shows the added state before added_to_cart and wc_cart_button_updated', async () => {
    const { ports, calls, events, persisted } = testPorts();
    const cart = createCartCore(ports);
    const order: string[] = [];
    cart.onShow((update) => order.push(`show ${update.source}`));
    const added = cart.add(request('101'));
    await flush();
    calls.addToCart[0]!.answer(cartAnswer('101'));
    const result = await added;
    expect(result).toMatchObject({ kind: 'answer', fragments: { 'div.widget_shopping_cart_content': '<div>101</div>' }, cartHash: 'hash-101' });
    // Nothing is shown until the page shows it.
    expect(order).toEqual([]);
    expect(names(events)).toEqual(['adding']);
    if (result.kind === 'answer') result.show(() => void order.push(`showAdded after ${names(events).join(',')}`));
    expect(order).toEqual(['show add', 'showAdded after adding']);
    expect(names(events)).toEqual(['adding', 'added', 'buttonUpdated']);
    expect(events[1]).toEqual(['added', '101', { 'div.widget_shopping_cart_content': '<div>101</div>' }, 'hash-101', button]);
    expect(persisted.map((u) => u.cartHash)).toEqual(['hash-101']);
  });

  describe('the answer, shown by the page when it can draw it', () => {
    it('an answer in first stays pending; the next add is sent at once; each is shown when the page shows it', async () => {
      const { ports, calls, state, events } = testPorts();
      const cart = createCartCore(ports);
      const updates: string[] = [];
      cart.onShow((update) => updates.push(update.cartHash));
      const first = cart.add(request('101'));
      const second = cart.add(request('105'));
      await flush();
      calls.addToCart[0]!.answer(cartAnswer('101'));
      await flush();
      // The second request does not wait for the first answer to be shown.
      expect(calls.addToCart).toHaveLength(2);
      calls.addToCart[1]!.answer(cartAnswer('101+105'));
      const [one, two] = [await first, await second];
      expect(updates).toEqual([]);
      expect(names(events)).toEqual(['adding', 'adding']);
      expect(state().addsPending).toBe(2);
      shown(one);
      shown(two);
      expect(updates).toEqual(['hash-101', 'hash-101+105']);
      expect(state()).toMatchObject({ addsPending: 0, cartHash: 'hash-101+105' });
    });

    it('an answer dropped (the page cannot draw it) is no longer pending and fires nothing; shown twice, once', async () => {
      const { ports, calls, state, events } = testPorts();
      const cart = createCartCore(ports);
      const landed = cart.add(request('105'));
      await flush();
      calls.addToCart[0]!.answer(cartAnswer('105'));
      const result = await landed;
      if (result.kind !== 'answer') throw new Error(result.kind);
      result.drop();
      result.show();
      expect(state().addsPending).toBe(0);
      expect(names(events)).toEqual(['adding']);
    });
  });

  it('error with product_url: redirect; error without one, or a server failure: the fallback, without asking the cart', async () => {
    const { ports, calls } = testPorts();
    const cart = createCartCore(ports);
    const outcomes = [
      { answer: { ok: true as const, data: { error: true, product_url: '/product/x/' } as never }, expected: { kind: 'redirect', url: '/product/x/' } },
      { answer: { ok: true as const, data: { error: true, product_url: false } as never }, expected: { kind: 'fallback' } },
      { answer: { ok: false as const, reason: 'http' as const, status: 500 }, expected: { kind: 'fallback' } },
      { answer: { ok: false as const, reason: 'invalid' as const }, expected: { kind: 'fallback' } },
      { answer: { ok: false as const, reason: 'aborted' as const }, expected: { kind: 'stopped' } },
    ];
    for (const [i, { answer, expected }] of outcomes.entries()) {
      const outcome = cart.add(request('101'));
      await flush();
      calls.addToCart[i]!.answer(answer);
      expect(shown(await outcome)).toEqual(expected);
    }
    expect(calls.refreshFragments).toHaveLength(0);
  });

  describe('an answer lost on the network (an add is never made twice)', () => {
    async function lostAdd(state: Parameters<typeof testPorts>[0] = {}) {
      const setup = testPorts(state);
      const cart = createCartCore(setup.ports);
      const onAsking = vi.fn();
      const outcome = cart.add(request('105', { onAsking }));
      await flush();
      setup.calls.addToCart[0]!.answer({ ok: false, reason: 'timeout' });
      await vi.waitFor(() => expect(setup.calls.refreshFragments).toHaveLength(1));
      return { ...setup, cart, onAsking, outcome };
    }

    it('asks the cart; a cart that changed means the add landed: shown, refreshed, added', async () => {
      const { calls, onAsking, outcome, events, state } = await lostAdd({ shown: true, cartHash: 'one-item' });
      expect(onAsking).toHaveBeenCalledTimes(1);
      calls.refreshFragments[0]!.answer(cartAnswer('two-items'));
      expect(shown(await outcome)).toMatchObject({ kind: 'added', cartHash: 'hash-two-items' });
      expect(names(events)).toEqual(['adding', 'refreshed', 'added', 'buttonUpdated']);
      expect(state().cartHash).toBe('hash-two-items');
    });

    it('a cart unchanged since before the add (the page shows none yet: the cookie) means it did not land: the fallback', async () => {
      const { calls, outcome, events } = await lostAdd();
      calls.refreshFragments[0]!.answer(cartAnswer('same', 'cookie-hash'));
      await expect(outcome).resolves.toEqual({ kind: 'fallback' });
      expect(names(events)).toEqual(['adding']);
    });

    it('no answer from the cart either: offline, with the hash to check the add against later', async () => {
      const { calls, outcome } = await lostAdd();
      calls.refreshFragments[0]!.answer({ ok: false, reason: 'network' });
      await expect(outcome).resolves.toEqual({ kind: 'offline', lostBefore: 'cookie-hash' });
    });

    it('a browser that says it is offline is not asked', async () => {
      const { ports, calls } = testPorts();
      ports.isOffline = () => true;
      const outcome = createCartCore(ports).add(request('105'));
      await flush();
      calls.addToCart[0]!.answer({ ok: false, reason: 'network' });
      await expect(outcome).resolves.toEqual({ kind: 'offline', lostBefore: 'cookie-hash' });
      expect(calls.refreshFragments).toHaveLength(0);
    });
  });

  describe('an add sent again once online after its answer was lost (lostBefore)', () => {
    function resend() {
      const setup = testPorts({ shown: true, cartHash: 'hash-now' });
      const outcome = createCartCore(setup.ports).add(request('105', { lostBefore: 'hash-before' }));
      return { ...setup, outcome };
    }

    it('asks the cart first; a cart that changed since means it landed: shown as the add, nothing sent', async () => {
      const { calls, outcome, events } = resend();
      await flush();
      expect(calls.addToCart).toHaveLength(0);
      calls.refreshFragments[0]!.answer(cartAnswer('with-105'));
      expect(shown(await outcome)).toMatchObject({ kind: 'added', cartHash: 'hash-with-105' });
      expect(calls.addToCart).toHaveLength(0);
      expect(names(events)).toEqual(['adding', 'refreshed', 'added', 'buttonUpdated']);
    });

    it('a cart still as it was before the lost request: the add is sent, once', async () => {
      const { calls, outcome } = resend();
      await flush();
      calls.refreshFragments[0]!.answer(cartAnswer('before', 'hash-before'));
      await flush();
      expect(calls.addToCart.map((c) => c.args)).toEqual([[{ product_id: '105' }]]);
      calls.addToCart[0]!.answer(cartAnswer('with-105'));
      expect(shown(await outcome)).toMatchObject({ kind: 'added', cartHash: 'hash-with-105' });
      expect(calls.addToCart).toHaveLength(1);
    });

    it('offline again before the cart answers: kept with the same hash, nothing sent', async () => {
      const { calls, outcome } = resend();
      await flush();
      calls.refreshFragments[0]!.answer({ ok: false, reason: 'network' });
      await expect(outcome).resolves.toEqual({ kind: 'offline', lostBefore: 'hash-before' });
      expect(calls.addToCart).toHaveLength(0);
    });
  });
});

describe('refreshing, receiving (no DOM)', () => {
  it('refresh: shows the answer and fires wc_fragments_refreshed; a failure fires wc_fragments_ajax_error, an abort nothing', async () => {
    const { ports, calls, events, state } = testPorts();
    const cart = createCartCore(ports);
    const ok = cart.refresh();
    calls.refreshFragments[0]!.answer(cartAnswer('r'));
    await expect(ok).resolves.toBe(true);
    expect(state().cartHash).toBe('hash-r');
    const failed = cart.refresh();
    calls.refreshFragments[1]!.answer({ ok: false, reason: 'timeout' });
    await expect(failed).resolves.toBe(false);
    const aborted = cart.refresh();
    calls.refreshFragments[2]!.answer({ ok: false, reason: 'aborted' });
    await expect(aborted).resolves.toBe(false);
    expect(events).toEqual([
      ['refreshed', 'hash-r'],
      ['refreshFailed', 'timeout'],
    ]);
  });

  it('refresh: an answer that a change overtook is not shown', async () => {
    const { ports, calls, events, state } = testPorts();
    const cart = createCartCore(ports);
    const refreshed = cart.refresh();
    const added = cart.add(request('101'));
    await flush();
    calls.refreshFragments[0]!.answer(cartAnswer('before-add'));
    await expect(refreshed).resolves.toBe(true);
    calls.addToCart[0]!.answer(cartAnswer('after-add'));
    shown(await added);
    expect(state().cartHash).toBe('hash-after-add');
    expect(names(events)).not.toContain('refreshed');
  });

  it('receive: the session cache is shown (wc_fragments_loaded) and not written back; other code is kept for the next page', () => {
    const { ports, events, persisted, state } = testPorts();
    const cart = createCartCore(ports);
    const shown = vi.fn();
    const off = cart.onShow(shown);
    cart.receive({ source: 'cache', fragments: { a: '<b>1</b>' }, cartHash: 'c' });
    cart.receive({ source: 'others', fragments: { a: '<b>2</b>' }, cartHash: 'o' });
    off();
    cart.receive({ source: 'remove', fragments: { a: '<b>3</b>' }, cartHash: 'r' });
    expect(shown).toHaveBeenCalledTimes(2);
    expect(names(events)).toEqual(['loaded']);
    expect(persisted.map((u) => u.cartHash)).toEqual(['o', 'r']);
    expect(state()).toMatchObject({ cartHash: 'r', fragments: { a: '<b>3</b>' } });
  });
});
