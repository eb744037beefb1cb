import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { loadPage, startWidgets } from '../../test/helpers/page';

const GUIDE = '/gids/beste-accu-grasmaaier-2026/';
const panel = () => document.getElementById('slide-menu-mobile')!;
const trigger = () => document.getElementById('dl-trigger')!;
/** The list the theme's stylesheet shows: `#slide-menu-mobile > ul.menu.off-canvas`. */
const list = () => panel().querySelector(':scope > ul.menu.off-canvas')!;
const isOpen = () => list().classList.contains('off-canvas-active');

async function openMenu() {
  await loadPage(GUIDE);
  startWidgets();
  fireEvent.click(trigger());
  await waitFor(() => expect(list()?.classList.contains('off-canvas-active')).toBe(true));
  // Focus moves in (and the page behind goes inert) once the opened drawer is painted.
  await waitFor(() => expect(panel().contains(document.activeElement)).toBe(true));
}

describe('mobile slide-out menu', () => {
  it('builds the menu from the header menus and custom content, custom panel first, and opens it with overlay', async () => {
    await openMenu();
    const items = Array.from(panel().querySelectorAll('.mobile-menu-list > li > a')).map((a) => a.textContent);
    expect(items).toEqual(['Winkel', 'Aanbiedingen', 'Koopgids', 'Winkelwagen', 'Afrekenen', 'Deals', 'Klantenservice', 'Over ons']);
    expect(panel().querySelector('.mobile-custom-content')?.textContent).toContain('Gratis bezorging vanaf € 50');
    expect(Array.from(panel().children).map((c) => c.className || c.id)).toEqual([
      'close-menu',
      'rhmobpnlcustom',
      'mobile-menu-list menu off-canvas off-canvas-active',
    ]);
    expect(panel().classList.contains('off-canvas-active')).toBe(true); // for stylesheets that key on the panel
    expect(document.querySelectorAll('.offsetnav-overlay')).toHaveLength(1);
    expect(document.querySelector('.rh-outer-wrap')!.classList.contains('rh-outer-wrap-move')).toBe(true);
    expect(trigger().classList.contains('toggle-active')).toBe(true);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(panel().getAttribute('role')).toBe('dialog');
    expect(panel().getAttribute('aria-label')).toBe('Menu');
    expect(panel().hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(panel().querySelector('.close-menu'));
    // A modal drawer: the page behind is inert; the overlay (a click on it closes) is not.
    expect(document.querySelector('.rh-outer-wrap')!.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('.offsetnav-overlay')!.hasAttribute('inert')).toBe(false);
    // The copies carry no ids, so the page keeps unique ids.
    expect(panel().querySelectorAll('.mobile-menu-list [id]')).toHaveLength(0);
  });

  it('opens a submenu from its toggle (or a non-linkable parent link) and closes it with "terug"', async () => {
    await openMenu();
    const winkel = panel().querySelector('.mobile-menu-list > li.menu-item-has-children')!;
    const toggle = winkel.querySelector<HTMLElement>(':scope > span.submenu-toggle')!;
    expect(toggle.getAttribute('role')).toBe('button');
    const link = winkel.querySelector(':scope > a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const sub = winkel.querySelector('.sub-menu')!;
    expect(sub.classList.contains('sub-menu-active')).toBe(true);
    expect(sub.firstElementChild!.classList.contains('back-mb')).toBe(true);
    expect(sub.firstElementChild!.textContent).toBe('terug');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(sub.querySelector('.back-mb button'));
    fireEvent.click(sub.querySelector('.back-mb button')!);
    expect(sub.classList.contains('sub-menu-active')).toBe(false);
    expect(document.activeElement).toBe(toggle);
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(sub.classList.contains('sub-menu-active')).toBe(true);
  });

  it('lets a parent marked rh-mobile-linkable navigate; its toggle still opens the submenu', async () => {
    await openMenu();
    const deals = panel().querySelector('.mobile-menu-list > li.rh-mobile-linkable')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    deals.querySelector(':scope > a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    fireEvent.click(deals.querySelector('span.submenu-toggle')!);
    expect(deals.querySelector('.sub-menu')!.classList.contains('sub-menu-active')).toBe(true);
  });

  it('closes with the close button, the overlay and Esc, and gives focus back to the trigger', async () => {
    await openMenu();
    fireEvent.click(panel().querySelector('.close-menu')!);
    expect(isOpen()).toBe(false);
    expect(panel().classList.contains('off-canvas-active')).toBe(false);
    expect(panel().hasAttribute('inert')).toBe(true);
    expect(document.querySelector('.offsetnav-overlay')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    // Only the closed drawers are inert again (the cart panel, the compare bar, the menu).
    expect(Array.from(document.querySelectorAll('[inert]'), (el) => el.id)).toEqual(['rh-woo-cart-panel', 're-compare-bar', 'slide-menu-mobile']);

    fireEvent.click(trigger());
    expect(isOpen()).toBe(true);
    fireEvent.click(document.querySelector('.offsetnav-overlay')!);
    expect(isOpen()).toBe(false);

    fireEvent.click(trigger());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.querySelector('.rh-outer-wrap')!.classList.contains('rh-outer-wrap-move')).toBe(false);
  });

  it('slides the shop sidebar in from its trigger with the same overlay', async () => {
    await loadPage('/aanbiedingen/');
    startWidgets();
    const sidebar = document.getElementById('rh_woo_mbl_sidebar')!;
    fireEvent.click(document.getElementById('mobile-trigger-sidebar')!);
    await waitFor(() => expect(sidebar.classList.contains('activeslide')).toBe(true));
    expect(document.querySelectorAll('.offsetnav-overlay')).toHaveLength(1);
    fireEvent.click(document.querySelector('.offsetnav-overlay')!);
    expect(sidebar.classList.contains('activeslide')).toBe(false);
    expect(document.activeElement?.id).toBe('mobile-trigger-sidebar');
  });

  it("makes the theme's div sidebar trigger a button: focusable, Enter and Space toggle it, aria-expanded follows", async () => {
    await loadPage('/aanbiedingen/');
    const sidebarTrigger = document.getElementById('mobile-trigger-sidebar')!;
    expect(sidebarTrigger.tagName).toBe('DIV'); // as the theme prints it
    startWidgets();
    const sidebar = document.getElementById('rh_woo_mbl_sidebar')!;
    expect(sidebarTrigger.getAttribute('role')).toBe('button');
    expect(sidebarTrigger.tabIndex).toBe(0);
    expect(sidebarTrigger.getAttribute('aria-expanded')).toBe('false');
    sidebarTrigger.focus();
    fireEvent.keyDown(sidebarTrigger, { key: 'Enter' });
    await waitFor(() => expect(sidebar.classList.contains('activeslide')).toBe(true));
    expect(sidebarTrigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(sidebar.classList.contains('activeslide')).toBe(false);
    expect(document.activeElement).toBe(sidebarTrigger);
    expect(sidebarTrigger.getAttribute('aria-expanded')).toBe('false');
    // Space must not scroll the page: the key is taken.
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    sidebarTrigger.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(sidebar.classList.contains('activeslide')).toBe(true);
  });
});
