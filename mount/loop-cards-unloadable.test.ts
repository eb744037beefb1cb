import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createMounter } from './scanner';
import type { WidgetContext } from './types';
import { LONG_LOOP_CARDS } from './long-loops';

// The cards' code cannot be fetched (offline, a deploy that removed the chunk; after its retries).
vi.mock('./loop-cards', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe("a long loop whose cards' code cannot load", () => {
  it('is scanned with the rest of the page: every card enhanced, the failure said in the console', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<header><span class="hook" id="top-hook"></span></header><ul class="products">${Array.from({ length: LONG_LOOP_CARDS + 1 }, (_, i) => `<li class="product"><span class="hook">${i}</span></li>`).join('')}</ul>`;
    const enhanced: Element[] = [];
    const mounter = createMounter({} as Omit<WidgetContext, 'activateIsland'>, [{ name: 'b', hooks: '.hook', enhance: (el) => void enhanced.push(el) }]);
    mounter.mount(document);
    await waitFor(() => expect(enhanced).toHaveLength(LONG_LOOP_CARDS + 2));
    expect(enhanced[0]!.id).toBe('top-hook');
    expect(errors.mock.calls.map((call) => call[1])).toContain('widget "loop-cards" failed to load; the page keeps its server markup.');
    mounter.stop();
  });
});
