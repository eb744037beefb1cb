import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderIsland } from './render-island';
import type { WidgetContext } from '../types';

function Broken(): never {
  throw new Error('render failed');
}

describe('renderIsland', () => {
  it('puts the server markup back when the island fails to render, and says so in the console', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="re-compare-bar"><ul class="tabs"><li><a href="/vergelijken/">Grasmaaiers (2)</a></li></ul></div>';
    const root = document.getElementById('re-compare-bar')!;
    const printed = root.innerHTML;
    let unmount = () => {};
    await act(async () => {
      unmount = renderIsland(root, 'compare-bar', {} as WidgetContext, <Broken />);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(root.innerHTML).toBe(printed);
    expect(root.querySelector('a')!.getAttribute('href')).toBe('/vergelijken/');
    expect(errors.mock.calls.some((call) => call.join(' ').includes('widget "compare-bar" failed to render; the page keeps its server markup.'))).toBe(true);
    unmount(); // the page's own teardown later: nothing left to unmount, no error
  });

  it('renders over the container while it works', async () => {
    document.body.innerHTML = '<div id="island"><p>server</p></div>';
    const root = document.getElementById('island')!;
    let unmount = () => {};
    await act(async () => {
      unmount = renderIsland(root, 'fine', {} as WidgetContext, <p>eiland</p>);
    });
    expect(root.innerHTML).toBe('<p>eiland</p>');
    act(() => unmount());
    expect(root.innerHTML).toBe('');
  });
});
