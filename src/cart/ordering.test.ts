// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createOrdering } from './core';

/** Two changes, `a` then `b`; b's answer came first and is shown. */
function overtaken() {
  const refresh = vi.fn();
  const ordering = createOrdering(refresh);
  const a = ordering.begin();
  const b = ordering.begin();
  b.answered();
  expect(b.mayShow()).toBe(true);
  return { refresh, ordering, a };
}

describe('out-of-order answers', () => {
  it('shows answers that come in the order their changes started, and asks for no refresh', () => {
    const refresh = vi.fn();
    const ordering = createOrdering(refresh);
    const a = ordering.begin();
    const b = ordering.begin();
    a.answered();
    expect(a.mayShow()).toBe(true);
    b.answered();
    expect(b.mayShow()).toBe(true);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('drops an answer older than one already shown, and refreshes once when nothing is on its way', () => {
    const { refresh, ordering, a } = overtaken();
    const c = ordering.begin();
    a.answered();
    expect(a.mayShow()).toBe(false);
    expect(refresh).not.toHaveBeenCalled(); // c is still on its way
    c.answered();
    expect(c.mayShow()).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a late answer after everything else was answered refreshes at once', () => {
    const { refresh, a } = overtaken();
    a.answered();
    expect(a.mayShow()).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('answering twice counts once', () => {
    const { refresh, ordering, a } = overtaken();
    a.answered();
    a.answered();
    const c = ordering.begin(); // still on its way: the due refresh waits for it
    a.mayShow();
    expect(refresh).not.toHaveBeenCalled();
    c.answered();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a refresh answer counts only when no change started since it left and none is on its way', () => {
    const ordering = createOrdering(() => {});
    const quiet = ordering.refreshStarted();
    expect(quiet()).toBe(true);

    const before = ordering.refreshStarted();
    ordering.begin().answered();
    expect(before()).toBe(false);

    const pending = ordering.begin();
    const whilePending = ordering.refreshStarted();
    expect(whilePending()).toBe(false);
    pending.answered();
    expect(whilePending()).toBe(true);
  });
});
