// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCartCore } from './core';
import { cartAnswer, flush, testPorts } from './test-ports';

describe('quantity edits (no DOM)', () => {
  it('sends a row 500 ms after its last edit, with the last quantity', async () => {
    const { ports, calls, clock, state } = testPorts();
    const cart = createCartCore(ports);
    cart.setQuantity('a', 2);
    clock.advance(300);
    cart.setQuantity('a', 3);
    expect(state().savingKeys).toEqual(['a']);
    clock.advance(499);
    expect(calls.updateQuantity).toHaveLength(0);
    clock.advance(1);
    expect(calls.updateQuantity.map((c) => c.args.slice(0, 2))).toEqual([['a', 3]]);
  });
});
