import { describe, expect, it, vi } from 'vitest';
import { act, screen, fireEvent, within } from '@testing-library/react';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { TOAST_DISPLAY_MS } from '../../src/config/constants';

describe('toasts', () => {
  it('shows a toast, announced politely, and removes it after 4000 ms', async () => {
    await loadPage('/shop/');
    const { store } = startWidgets();
    // The island loads on the first toast; then the clock is faked for the exact 4000 ms.
    act(() => store.getState().ui.showToast('Welkom'));
    await screen.findByText('Welkom');
    // Let the island's passive effects (its store subscription) run before the clock is faked:
    // on a busy machine findByText can resolve between the commit and those effects.
    await act(async () => {});
    vi.useFakeTimers();
    await act(async () => store.getState().ui.showToast('Added to Cart'));
    expect(screen.getByText('Added to Cart')).toBeTruthy();
    expect(screen.getByTestId('toasts').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('toasts').getAttribute('role')).toBe('status');
    await act(async () => vi.advanceTimersByTime(TOAST_DISPLAY_MS - 1));
    expect(screen.queryByText('Added to Cart')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Added to Cart')).toBeNull();
  });

  it('closes at once with its close button', async () => {
    await loadPage('/shop/');
    const { store } = startWidgets();
    act(() => store.getState().ui.showToast('Added to Cart'));
    const close = within(await screen.findByTestId('toasts')).getByRole('button', { name: 'Sluiten' });
    fireEvent.click(close);
    expect(screen.queryByText('Added to Cart')).toBeNull();
  });
});
