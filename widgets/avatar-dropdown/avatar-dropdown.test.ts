import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { loadPage, startWidgets } from '../../test/helpers/page';

const avatar = () => document.querySelector<HTMLElement>('.user-ava-intop')!;
const menu = () => document.querySelector<HTMLElement>('.user-dropdown-intop-menu')!;
const isOpen = () => menu().classList.contains('user-dropdown-intop-open');

async function loggedInHome() {
  document.cookie = 'demo_logged_in=1; path=/';
  await loadPage('/');
  startWidgets();
}

describe('user avatar dropdown', () => {
  it('is only in the header of a logged-in visitor', async () => {
    await loadPage('/');
    expect(document.querySelector('.user-ava-intop')).toBeNull();
    await loggedInHome();
    expect(avatar()).not.toBeNull();
  });

  it('toggles open and closed from the avatar', async () => {
    await loggedInHome();
    fireEvent.click(avatar());
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(avatar().classList.contains('user-ava-intop-open')).toBe(true);
    expect(avatar().getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('.user-dropdown-intop')!.classList.contains('user-dropdown-intop-open')).toBe(true);
    fireEvent.click(avatar());
    expect(isOpen()).toBe(false);
    expect(avatar().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on any click outside, but not on a click inside its menu', async () => {
    await loggedInHome();
    fireEvent.click(avatar());
    await waitFor(() => expect(isOpen()).toBe(true));
    fireEvent.click(menu().querySelector('.user-name-intop')!);
    expect(isOpen()).toBe(true);
    fireEvent.click(document.querySelector('main')!);
    expect(isOpen()).toBe(false);
  });

  it('closes on Esc and gives focus back to the avatar', async () => {
    await loggedInHome();
    fireEvent.click(avatar());
    await waitFor(() => expect(isOpen()).toBe(true));
    menu().querySelector<HTMLElement>('a')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(avatar());
  });

  it("makes the theme's span avatar a button: focusable, Enter and Space toggle the menu, aria-expanded follows", async () => {
    await loggedInHome();
    expect(avatar().tagName).toBe('SPAN'); // as the theme prints it
    expect(avatar().getAttribute('role')).toBe('button');
    expect(avatar().tabIndex).toBe(0);
    expect(avatar().getAttribute('aria-expanded')).toBe('false');
    avatar().focus();
    fireEvent.keyDown(avatar(), { key: 'Enter' });
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(avatar().getAttribute('aria-expanded')).toBe('true');
    // Space must not scroll the page: the key is taken.
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    avatar().dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(isOpen()).toBe(false);
    expect(avatar().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(avatar(), { key: 'a' });
    expect(isOpen()).toBe(false);
  });
});
