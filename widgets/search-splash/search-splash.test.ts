import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { SEARCH_INPUT_FOCUS_DELAY_MS } from '../../src/config/constants';

const splash = () => document.getElementById('rhSplashSearch')!;
const icon = () => document.querySelector<HTMLElement>('.icon-search-onclick')!;

describe('search splash', () => {
  it('opens full screen from the search icon and focuses its input after exactly 600 ms', async () => {
    await loadPage('/');
    startWidgets();
    fireEvent.click(document.querySelector('.logo_section')!); // nothing to do with the splash
    fireEvent.click(icon());
    await waitFor(() => expect(splash().classList.contains('top-search-onclick-open')).toBe(true));
    // Close and reopen with the clock under control (the code is loaded now).
    fireEvent.click(document.getElementById('close-src-splash')!);
    vi.useFakeTimers();
    fireEvent.click(icon());
    expect(splash().classList.contains('top-search-onclick-open')).toBe(true);
    expect(icon().getAttribute('aria-expanded')).toBe('true');
    expect(splash().getAttribute('role')).toBe('dialog');
    // A modal layer: the page behind is inert (the cart's live region is still heard), focus is
    // on the splash itself until its input takes it.
    expect(document.querySelector('.rh-outer-wrap')!.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('.widget_shopping_cart_live_region')!.hasAttribute('inert')).toBe(false);
    expect(splash().closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(splash());
    expect(SEARCH_INPUT_FOCUS_DELAY_MS).toBe(600);
    vi.advanceTimersByTime(599);
    expect(document.activeElement?.id).not.toBe('splash-search');
    vi.advanceTimersByTime(1);
    expect(document.activeElement?.id).toBe('splash-search');
  });

  it('hides with the close button, the icon again, or Esc, and gives focus back to the icon', async () => {
    await loadPage('/');
    startWidgets();
    fireEvent.click(icon());
    await waitFor(() => expect(splash().classList.contains('top-search-onclick-open')).toBe(true));
    fireEvent.click(document.getElementById('close-src-splash')!);
    expect(splash().classList.contains('top-search-onclick-open')).toBe(false);
    expect(document.activeElement).toBe(icon());
    expect(icon().getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('.rh-outer-wrap')!.hasAttribute('inert')).toBe(false);
    fireEvent.click(icon());
    fireEvent.click(icon());
    expect(splash().classList.contains('top-search-onclick-open')).toBe(false);
    fireEvent.click(icon());
    fireEvent.keyDown(document.getElementById('splash-search')!, { key: 'Escape' });
    expect(splash().classList.contains('top-search-onclick-open')).toBe(false);
  });

  it('does not move focus when closed before the 600 ms are up', async () => {
    await loadPage('/');
    startWidgets();
    fireEvent.click(icon());
    await waitFor(() => expect(splash().classList.contains('top-search-onclick-open')).toBe(true));
    fireEvent.click(document.getElementById('close-src-splash')!);
    vi.useFakeTimers();
    fireEvent.click(icon());
    vi.advanceTimersByTime(300);
    fireEvent.click(document.getElementById('close-src-splash')!);
    vi.advanceTimersByTime(600);
    expect(document.activeElement).toBe(icon());
  });

  it("makes the theme's div close a named button: Enter and Space close the splash and focus goes back to the icon", async () => {
    await loadPage('/');
    startWidgets();
    const close = document.getElementById('close-src-splash')!;
    expect(close.tagName).toBe('DIV'); // as the theme prints it, an icon glyph and no text
    fireEvent.click(icon());
    await waitFor(() => expect(splash().classList.contains('top-search-onclick-open')).toBe(true));
    expect(close.getAttribute('role')).toBe('button');
    expect(close.tabIndex).toBe(0);
    expect(close.getAttribute('aria-label')).toBe('Sluiten');
    close.focus();
    fireEvent.keyDown(close, { key: 'Enter' });
    expect(splash().classList.contains('top-search-onclick-open')).toBe(false);
    expect(document.activeElement).toBe(icon());
    expect(icon().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(icon());
    close.focus();
    // Space must not scroll the page behind: the key is taken.
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    close.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(splash().classList.contains('top-search-onclick-open')).toBe(false);
  });
});
