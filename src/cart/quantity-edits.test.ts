// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCartCore } from './core';
import { createQuantityEdits, type RowView } from './quantity-edits';
import { cartAnswer, flush, testPorts } from './test-ports';

const sent = (calls: ReturnType<typeof testPorts>['calls']) => calls.updateQuantity.map((c) => c.args.slice(0, 2));

/** A mini-cart without a DOM: each row shows a quantity and its line ("1 ×"); what the view was told is recorded. */
function fakeRows(confirmed: Record<string, number>) {
  const shown = { ...confirmed };
  const told: string[] = [];
  const view: RowView<{ quantity: number }> = {
    snapshot: (key) => ({ quantity: shown[key]! }),
    showEdit: (key, quantity) => {
      shown[key] = quantity;
      told.push(`saving ${key}`);
    },
    settle: (key) => told.push(`settled ${key}`),
    restore: (key, snapshot) => {
      shown[key] = snapshot.quantity;
      told.push(`restored ${key}`);
    },
    tellFailed: (key, reason) => told.push(`failed ${key} ${reason}`),
  };
  return { shown, told, view };
}

function setup(confirmed: Record<string, number> = { a: 1, b: 1 }, state = {}) {
  const test = testPorts(state);
  const cart = createCartCore(test.ports);
  const rows = fakeRows(confirmed);
  const edits = cart.quantityEdits((parts) => createQuantityEdits(parts, rows.view, test.editPorts));
  const shownUpdates: string[] = [];
  cart.onShow((update) => shownUpdates.push(`${update.source} ${update.itemKey ?? ''} ${update.cartHash}`.trim()));
  return { ...test, ...rows, cart, edits, shownUpdates };
}

const failure = { ok: false as const, reason: 'http' as const, status: 500 };

describe('mini-cart quantity edits (no DOM)', () => {
  it('are created once per core, when their code asks, and nothing is flushed before', () => {
    const { ports, calls, editPorts } = testPorts();
    const cart = createCartCore(ports);
    cart.flushQuantities({ keepalive: true });
    const rows = fakeRows({ a: 1 });
    const first = cart.quantityEdits((parts) => createQuantityEdits(parts, rows.view, editPorts));
    expect(cart.quantityEdits(() => ({ edit() {}, flush() {}, remove: async () => 'removed' }))).toBe(first);
    expect(calls.updateQuantity).toHaveLength(0);
  });

  it('shows the edit at once, sends the row 500 ms after its last edit with the last quantity, and marks it saving', () => {
    const { edits, calls, clock, state, shown } = setup();
    edits.edit('a', 2);
    expect(shown.a).toBe(2);
    expect(state().savingKeys).toEqual(['a']);
    clock.advance(300);
    edits.edit('a', 3);
    clock.advance(499);
    expect(calls.updateQuantity).toHaveLength(0);
    clock.advance(1);
    expect(sent(calls)).toEqual([['a', 3]]);
    expect(calls.updateQuantity[0]!.keepalive).toBe(false);
  });

  it("sends a quantity once: its field's change repeating it, on its way or as its answer is drawn, sends nothing", async () => {
    const { edits, cart, calls, clock, state } = setup();
    // Drawing the answer takes the focused field off the page: the browser fires its change.
    cart.onShow(() => edits.edit('a', 3));
    edits.edit('a', 3);
    clock.advance(500);
    edits.edit('a', 3);
    clock.advance(500);
    calls.updateQuantity[0]!.answer(cartAnswer('a=3'));
    await flush();
    clock.advance(500);
    expect(sent(calls)).toEqual([['a', 3]]);
    expect(state().savingKeys).toEqual([]);
    // Another quantity is sent, after its own pause.
    edits.edit('a', 4);
    clock.advance(500);
    expect(sent(calls)).toEqual([
      ['a', 3],
      ['a', 4],
    ]);
  });

  it('commits the answer: the cart is shown, the row settles, quantity_updated fires', async () => {
    const { edits, calls, clock, state, events, shownUpdates, told } = setup();
    edits.edit('a', 2);
    clock.advance(500);
    calls.updateQuantity[0]!.answer(cartAnswer('a=2'));
    await flush();
    expect(shownUpdates).toEqual(['quantity a hash-a=2']);
    expect(state()).toMatchObject({ cartHash: 'hash-a=2', savingKeys: [], failedKeys: [], shown: true });
    expect(events).toEqual([['quantitySaved', 'a', 2]]);
    expect(told).toEqual(['saving a', 'settled a']);
  });

  it.each([
    ['http', failure],
    ['network', { ok: false as const, reason: 'network' as const }],
    ['invalid', { ok: false as const, reason: 'invalid' as const, status: 200 }],
    ['timeout', { ok: false as const, reason: 'timeout' as const }],
  ])('a failed save (%s) puts the snapshot back — the last confirmed quantity — and says why', async (reason, result) => {
    const { edits, calls, clock, state, events, shown, told, shownUpdates } = setup({ a: 1 }, { cartHash: 'before' });
    edits.edit('a', 2);
    clock.advance(200);
    edits.edit('a', 4); // the same cycle: the snapshot is still the confirmed 1
    clock.advance(500);
    calls.updateQuantity[0]!.answer(result);
    await flush();
    expect(shown.a).toBe(1);
    expect(told).toEqual(['saving a', 'saving a', 'restored a', 'settled a', `failed a ${reason}`]);
    expect(state()).toMatchObject({ cartHash: 'before', savingKeys: [], failedKeys: ['a'] });
    expect(shownUpdates).toEqual([]);
    expect(events).toEqual([]);
    expect(calls.refreshFragments).toHaveLength(0);
  });

  it('after a rollback the next edit starts a new cycle from the restored row', async () => {
    const { edits, calls, clock, state, shown, told } = setup({ a: 1 });
    edits.edit('a', 4);
    clock.advance(500);
    calls.updateQuantity[0]!.answer(failure);
    await flush();
    edits.edit('a', 5);
    expect(state()).toMatchObject({ savingKeys: ['a'], failedKeys: [] });
    clock.advance(500);
    calls.updateQuantity[1]!.answer(failure);
    await flush();
    expect(shown.a).toBe(1);
    expect(told.filter((t) => t.startsWith('restored'))).toHaveLength(2);
  });

  it('an edit made while an earlier one is on its way is kept and sent; its answer is the one shown', async () => {
    const { edits, calls, clock, shown, shownUpdates, told, events } = setup({ a: 1 });
    edits.edit('a', 2);
    clock.advance(500);
    edits.edit('a', 5); // typed while 2 is on its way
    calls.updateQuantity[0]!.answer(cartAnswer('a=2'));
    await flush();
    // 2's cart would show a row the shopper has already changed: it waits for the later edit.
    expect(shownUpdates).toEqual([]);
    expect(shown.a).toBe(5);
    clock.advance(500);
    expect(sent(calls)).toEqual([
      ['a', 2],
      ['a', 5],
    ]);
    expect(calls.updateQuantity[0]!.signal!.aborted).toBe(false);
    calls.updateQuantity[1]!.answer(cartAnswer('a=5'));
    await flush();
    expect(shownUpdates).toEqual(['quantity a hash-a=5']);
    expect(events).toEqual([['quantitySaved', 'a', 5]]);
    expect(told).toEqual(['saving a', 'saving a', 'settled a']);
  });

  it('a later edit that fails after an earlier one succeeded shows the earlier answer: the last confirmed cart', async () => {
    const { edits, calls, clock, shownUpdates, told, state, events } = setup({ a: 1 });
    edits.edit('a', 2);
    clock.advance(500);
    edits.edit('a', 5);
    clock.advance(500);
    calls.updateQuantity[1]!.answer(failure);
    await flush();
    expect(shownUpdates).toEqual([]); // 2 is still on its way
    calls.updateQuantity[0]!.answer(cartAnswer('a=2'));
    await flush();
    expect(shownUpdates).toEqual(['quantity a hash-a=2']);
    expect(told).toEqual(['saving a', 'saving a', 'settled a', 'failed a http']);
    expect(state().failedKeys).toEqual(['a']);
    expect(events).toEqual([['quantitySaved', 'a', 2]]);
  });

  it('answers of one row that come back out of order end on the last edit sent', async () => {
    const { edits, calls, clock, state } = setup({ a: 1 });
    edits.edit('a', 2);
    clock.advance(500);
    edits.edit('a', 5);
    clock.advance(500);
    calls.updateQuantity[1]!.answer(cartAnswer('a=5'));
    await flush();
    calls.updateQuantity[0]!.answer(cartAnswer('a=2'));
    await flush();
    expect(state().cartHash).toBe('hash-a=5');
    expect(calls.refreshFragments).toHaveLength(0);
  });

  it('a line the server no longer has ({success: false}) is marked failed and the cart refreshed, not rolled back', async () => {
    const { edits, calls, clock, state, told } = setup();
    edits.edit('a', 4);
    clock.advance(500);
    calls.updateQuantity[0]!.answer({ ok: true, data: { success: false } as never });
    await flush();
    expect(state().failedKeys).toEqual(['a']);
    expect(calls.refreshFragments).toHaveLength(1);
    expect(told).toEqual(['saving a', 'settled a', 'failed a gone']);
  });

  it('two rows answered out of order: the older answer is not shown, one refresh brings the server cart', async () => {
    const { edits, calls, clock, state, events } = setup();
    edits.edit('a', 2);
    clock.advance(500);
    edits.edit('b', 3);
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

  it('a failure of one row leaves another row saved meanwhile as the server has it', async () => {
    const { edits, calls, clock, shown, state } = setup({ a: 1, b: 1 });
    edits.edit('a', 2);
    edits.edit('b', 3);
    clock.advance(500);
    calls.updateQuantity[1]!.answer(cartAnswer('a=1,b=3'));
    await flush();
    calls.updateQuantity[0]!.answer(failure);
    await flush();
    expect(shown).toEqual({ a: 1, b: 3 });
    expect(state()).toMatchObject({ cartHash: 'hash-a=1,b=3', failedKeys: ['a'], savingKeys: [] });
  });

  it('flush sends the edits still in their pause at once, keepalive when leaving; nothing when none waits', () => {
    const { edits, cart, calls, clock } = setup();
    cart.flushQuantities({ keepalive: true });
    expect(calls.updateQuantity).toHaveLength(0);
    edits.edit('a', 3);
    clock.advance(100);
    cart.flushQuantities({ keepalive: true });
    expect(sent(calls)).toEqual([['a', 3]]);
    expect(calls.updateQuantity[0]!.keepalive).toBe(true);
    clock.advance(1000);
    expect(calls.updateQuantity).toHaveLength(1); // the pause was ended by the flush, not run again
    edits.edit('b', 1);
    cart.flushQuantities();
    expect(calls.updateQuantity[1]!.keepalive).toBe(false);
  });

  it('a removed row drops its pending edit: no save, no mark, no rollback', () => {
    const { edits, calls, clock, state, told } = setup();
    edits.edit('a', 4);
    clock.advance(200);
    void edits.remove('a', null);
    clock.advance(1000);
    expect(calls.updateQuantity).toHaveLength(0);
    expect(calls.removeFromCart.map((c) => c.args)).toEqual([['a']]);
    expect(state()).toMatchObject({ savingKeys: [], failedKeys: [] });
    expect(told).toEqual(['saving a']);
  });

  it('a removed row aborts its saves on their way, and their answers are not acted on', async () => {
    const { edits, calls, clock, state, told } = setup();
    edits.edit('a', 4);
    clock.advance(500);
    void edits.remove('a', null);
    expect(calls.updateQuantity[0]!.signal!.aborted).toBe(true);
    calls.updateQuantity[0]!.answer({ ok: false, reason: 'aborted' });
    await flush();
    expect(state().failedKeys).toEqual([]);
    expect(told).toEqual(['saving a']);
  });

  it('remove: shows the answer and fires removed_from_cart with the cart now shown and the link', async () => {
    const { edits, calls, events, state } = setup();
    const link = { name: 'remove link' };
    const removed = edits.remove('k1', link);
    calls.removeFromCart[0]!.answer(cartAnswer('empty', ''));
    await expect(removed).resolves.toBe('removed');
    expect(state()).toMatchObject({ cartHash: '', shown: true });
    expect(events).toEqual([['removed', 'k1', { 'div.widget_shopping_cart_content': '<div>empty</div>' }, '', link]]);
  });

  it('remove: no fragments ({success: false}) or a failure → fallback; aborted → stopped', async () => {
    const { edits, calls, events } = setup();
    const answers = [
      { ok: true as const, data: { success: false } as never },
      { ok: false as const, reason: 'network' as const },
      { ok: false as const, reason: 'aborted' as const },
    ];
    const outcomes = answers.map(() => edits.remove('k1', null));
    answers.forEach((answer, i) => calls.removeFromCart[i]!.answer(answer));
    await expect(Promise.all(outcomes)).resolves.toEqual(['fallback', 'fallback', 'stopped']);
    expect(events).toEqual([]);
  });
});

describe('mini-cart quantity edits while offline (no DOM)', () => {
  it('an edit made offline is not sent: the row keeps it, is not saving, and the shopper is told it waits', () => {
    const { edits, calls, clock, connection, shown, told, state } = setup({ a: 1 });
    connection.goOffline();
    edits.edit('a', 3);
    clock.advance(500);
    expect(calls.updateQuantity).toHaveLength(0);
    expect(shown.a).toBe(3);
    expect(told).toEqual(['saving a', 'settled a', 'failed a offline']);
    expect(state()).toMatchObject({ savingKeys: [], failedKeys: ['a'] });
  });

  it('once online the last quantity is sent, once, and its answer shown', async () => {
    const { edits, calls, clock, connection, shownUpdates, told, state, events } = setup({ a: 1 });
    connection.goOffline();
    edits.edit('a', 3);
    clock.advance(500);
    edits.edit('a', 4); // a second edit while the first waits: only the last one waits
    clock.advance(500);
    expect(connection.waiting()).toBe(1);
    connection.goOnline();
    expect(sent(calls)).toEqual([['a', 4]]);
    expect(state()).toMatchObject({ savingKeys: ['a'], failedKeys: [] });
    calls.updateQuantity[0]!.answer(cartAnswer('a=4'));
    await flush();
    expect(shownUpdates).toEqual(['quantity a hash-a=4']);
    expect(events).toEqual([['quantitySaved', 'a', 4]]);
    expect(told.slice(-2)).toEqual(['saving a', 'settled a']);
    expect(state()).toMatchObject({ savingKeys: [], failedKeys: [] });
    connection.goOffline();
    connection.goOnline();
    clock.advance(1000);
    expect(calls.updateQuantity).toHaveLength(1);
  });

  it('the connection lost while the edit is on its way: the quantity waits, nothing is rolled back, it is sent again online', async () => {
    const { edits, calls, clock, connection, shown, told, shownUpdates } = setup({ a: 1 });
    edits.edit('a', 2);
    clock.advance(500);
    connection.goOffline();
    calls.updateQuantity[0]!.answer({ ok: false, reason: 'network' });
    await flush();
    expect(shown.a).toBe(2);
    expect(told).toEqual(['saving a', 'settled a', 'failed a offline']);
    connection.goOnline();
    expect(sent(calls)).toEqual([
      ['a', 2],
      ['a', 2],
    ]);
    calls.updateQuantity[1]!.answer(cartAnswer('a=2'));
    await flush();
    expect(shownUpdates).toEqual(['quantity a hash-a=2']);
  });

  it('a row removed while its edit waits for the connection sends nothing once online', () => {
    const { edits, calls, clock, connection } = setup({ a: 1 });
    connection.goOffline();
    edits.edit('a', 3);
    clock.advance(500);
    void edits.remove('a', null);
    expect(connection.waiting()).toBe(0);
    connection.goOnline();
    expect(calls.updateQuantity).toHaveLength(0);
  });

  it('offline and back with no edit waiting: nothing is sent, nothing told', () => {
    const { calls, connection, told } = setup({ a: 1 });
    connection.goOffline();
    connection.goOnline();
    expect(connection.waiting()).toBe(0);
    expect(calls.updateQuantity).toHaveLength(0);
    expect(told).toEqual([]);
  });
});
