// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCartCore } from './core';
import { cartAnswer, flush, testPorts } from './test-ports';

const sent = (calls: ReturnType<typeof testPorts>['calls']) => calls.updateQuantity.map((c) => c.args.slice(0, 2));

describe('mini-cart quantity edits (no DOM)', () => {
  it('sends a row 500 ms after its last edit, with the last quantity, and marks it saving at once', () => {
    const { ports, calls, clock, state } = testPorts();
    const cart = createCartCore(ports);
    cart.setQuantity('a', 2);
    expect(state().savingKeys).toEqual(['a']);
    clock.advance(300);
    cart.setQuantity('a', 3);
    clock.advance(499);
    expect(calls.updateQuantity).toHaveLength(0);
    clock.advance(1);
    expect(sent(calls)).toEqual([['a', 3]]);
    expect(calls.updateQuantity[0]!.keepalive).toBe(false);
  });

  it('commits the answer: the cart is shown, the row is no longer saving, quantity_updated fires', async () => {
    const { ports, calls, clock, state, events } = testPorts();
    const cart = createCartCore(ports);
    const shown: string[] = [];
    cart.onShow((update) => shown.push(`${update.source} ${update.itemKey} ${update.hasHash}`));
    cart.setQuantity('a', 2);
    clock.advance(500);
    calls.updateQuantity[0]!.answer(cartAnswer('a=2'));
    await flush();
    expect(shown).toEqual(['quantity a true']);
    expect(state()).toMatchObject({ cartHash: 'hash-a=2', savingKeys: [], failedKeys: [], shown: true });
    expect(events).toEqual([['quantitySaved', 'a', 2]]);
  });

  it('rolls a failed save back out of saving and marks it failed; a new edit starts clean', async () => {
    const { ports, calls, clock, state, events } = testPorts({ cartHash: 'before' });
    const cart = createCartCore(ports);
    cart.setQuantity('a', 4);
    clock.advance(500);
    calls.updateQuantity[0]!.answer({ ok: false, reason: 'http', status: 500 });
    await flush();
    expect(state()).toMatchObject({ cartHash: 'before', savingKeys: [], failedKeys: ['a'] });
    expect(events).toEqual([]);
    expect(calls.refreshFragments).toHaveLength(0);
    cart.setQuantity('a', 5);
    expect(state()).toMatchObject({ savingKeys: ['a'], failedKeys: [] });
  });

  it('a line the server no longer has ({success: false}) is marked failed and the cart refreshed', async () => {
    const { ports, calls, clock, state } = testPorts();
    const cart = createCartCore(ports);
    cart.setQuantity('a', 4);
    clock.advance(500);
    calls.updateQuantity[0]!.answer({ ok: true, data: { success: false } as never });
    await flush();
    expect(state().failedKeys).toEqual(['a']);
    expect(calls.refreshFragments).toHaveLength(1);
  });

  it('a newer save of the same row aborts the older one, whose late answer is ignored', async () => {
    const { ports, calls, clock, state } = testPorts();
    const cart = createCartCore(ports);
    cart.setQuantity('a', 2);
    clock.advance(500);
    cart.setQuantity('a', 5);
    clock.advance(500);
    expect(calls.updateQuantity[0]!.signal!.aborted).toBe(true);
    calls.updateQuantity[1]!.answer(cartAnswer('a=5'));
    await flush();
    calls.updateQuantity[0]!.answer(cartAnswer('a=2'));
    await flush();
    expect(state().cartHash).toBe('hash-a=5');
    expect(calls.refreshFragments).toHaveLength(0);
  });

  it('two rows answered out of order: the older answer is not shown, one refresh brings the server cart', async () => {
    const { ports, calls, clock, state, events } = testPorts();
    const cart = createCartCore(ports);
    cart.setQuantity('a', 2);
    clock.advance(500);
    cart.setQuantity('b', 3);
    clock.advance(500);
    calls.updateQuantity[1]!.answer(cartAnswer('a=1,b=3'));
    await flush();
    calls.updateQuantity[0]!.answer(cartAnswer('a=2,b=1'));
    await flush();
    expect(state().cartHash).toBe('hash-a=1,b=3');
    expect(calls.refreshFragments).toHaveLength(1);
    calls.refreshFragments[0]!.answer(cartAnswer('a=2,b=3'));
    await flush();
    expect(state().cartHash).toBe('hash-a=2,b=3');
    expect(events.filter(([name]) => name === 'refreshed')).toEqual([['refreshed', 'hash-a=2,b=3']]);
  });

  it('flush sends the edits still in their pause at once, keepalive when leaving; nothing when none waits', () => {
    const { ports, calls, clock } = testPorts();
    const cart = createCartCore(ports);
    cart.flushQuantities({ keepalive: true });
    expect(calls.updateQuantity).toHaveLength(0);
    cart.setQuantity('a', 3);
    clock.advance(100);
    cart.flushQuantities({ keepalive: true });
    expect(sent(calls)).toEqual([['a', 3]]);
    expect(calls.updateQuantity[0]!.keepalive).toBe(true);
    clock.advance(1000);
    expect(calls.updateQuantity).toHaveLength(1); // the pause was ended by the flush, not run again
    cart.setQuantity('b', 1);
    cart.flushQuantities();
    expect(calls.updateQuantity[1]!.keepalive).toBe(false);
  });

  it('a removed row drops its pending edit: no save, no mark', () => {
    const { ports, calls, clock, state } = testPorts();
    const cart = createCartCore(ports);
    cart.setQuantity('a', 4);
    clock.advance(200);
    void cart.remove('a', null);
    clock.advance(1000);
    expect(calls.updateQuantity).toHaveLength(0);
    expect(calls.removeFromCart.map((c) => c.args)).toEqual([['a']]);
    expect(state()).toMatchObject({ savingKeys: [], failedKeys: [] });
  });

  it('a removed row aborts its save on its way', async () => {
    const { ports, calls, clock, state } = testPorts();
    const cart = createCartCore(ports);
    cart.setQuantity('a', 4);
    clock.advance(500);
    void cart.remove('a', null);
    expect(calls.updateQuantity[0]!.signal!.aborted).toBe(true);
    calls.updateQuantity[0]!.answer({ ok: false, reason: 'aborted' });
    await flush();
    expect(state().failedKeys).toEqual([]);
  });
});
