import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { axeViolations } from '../../test/helpers/axe';
import { Dialog } from './dialog';
import { WidgetContextProvider } from '../../mount/react/store-context';
import { createShopStore } from '../../src/store/create-store';
import { readConfig } from '../../src/config/read-config';
import { createHttpClient } from '../../src/api/http';
import { connectCart } from '../../src/connect-cart';
import type { WidgetContext } from '../../mount/types';
import { openDialog } from '../../test/helpers/dialogs';
import { openLayer } from '../../src/dom/focus-model';

function setup() {
  const config = readConfig(window, () => {});
  const http = createHttpClient({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', adminAjaxUrl: '/wp-admin/admin-ajax.php' });
  const store = createShopStore({ config, http });
  const ctx: WidgetContext = { store, config, http, cart: connectCart(store, http, config), activateIsland: async () => true };
  const onClose = vi.fn();
  // biome-ignore lint/correctness/noComponentHookFactories: a test harness closing over this test's spies
  function Harness() {
    const [open, setOpen] = useState(false);
    const close = () => {
      onClose();
      setOpen(false);
    };
    return (
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Open het venster
        </button>
        {open ? (
          <Dialog modalId="test" onClose={close} title="Inloggen">
            <label>
              E-mail <input name="email" />
            </label>
            <button type="button">Verder</button>
          </Dialog>
        ) : null}
      </main>
    );
  }
  render(
    <WidgetContextProvider value={ctx}>
      <Harness />
    </WidgetContextProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Open het venster' });
  return { store, onClose, opener };
}

async function open(opener: HTMLElement) {
  opener.focus();
  fireEvent.click(opener);
  return screen.findByRole('dialog', { name: 'Inloggen' });
}

describe('the dialog primitive', { timeout: 20_000 }, () => {
  it('is a labelled modal dialog with the default max width 500, focus inside, and sets ui.openModal', async () => {
    const { store, opener } = setup();
    const dialog = await open(opener);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.maxWidth).toBe('500px');
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(store.getState().ui.openModal).toBe('test');
    expect(await axeViolations()).toEqual([]);
  });

  it('closes on Esc, clears ui.openModal and returns focus to the opener', async () => {
    const { store, onClose, opener } = setup();
    const dialog = await open(opener);
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(openDialog()).toBeNull();
    expect(store.getState().ui.openModal).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on its close button and on the backdrop', async () => {
    const { onClose, opener } = setup();
    await open(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(openDialog()).toBeNull();
    await open(opener);
    fireEvent.mouseDown(screen.getByTestId('dialog-backdrop'));
    expect(openDialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog, with the page behind it inert until it closes', async () => {
    const { opener } = setup();
    const dialog = await open(opener);
    const close = within(dialog).getByRole('button', { name: 'Sluiten' });
    await vi.waitFor(() => expect(document.activeElement).toBe(close));
    const further = within(dialog).getByRole('button', { name: 'Verder' });
    further.focus();
    fireEvent.keyDown(further, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(further);
    // The page (the opener's region) is inert; focus that reaches it anyway is brought back.
    expect(opener.closest('[inert]')).not.toBeNull();
    act(() => opener.focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(close);
    expect(opener.closest('[inert]')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opened over an open drawer: the drawer is behind it (inert), Esc closes the dialog only and focus goes back into the drawer', async () => {
    const { opener, onClose } = setup();
    const drawer = document.createElement('div');
    drawer.setAttribute('role', 'dialog');
    drawer.innerHTML = '<button type="button">In de lade</button>';
    document.body.append(drawer);
    const onDrawerEscape = vi.fn();
    const layer = openLayer({ dialog: drawer, onEscape: onDrawerEscape });
    const inDrawer = within(drawer).getByRole('button');
    expect(document.activeElement).toBe(inDrawer);
    // The pop-up opens while focus is in the drawer (as from a trigger in a menu).
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Inloggen' });
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(drawer.hasAttribute('inert')).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onDrawerEscape).not.toHaveBeenCalled();
    expect(drawer.hasAttribute('inert')).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(inDrawer));
    layer.release({ restoreFocus: false });
    drawer.remove();
  });

  it('closes itself when something else sets ui.openModal to null (the cart after an add)', async () => {
    const { store, onClose, opener } = setup();
    await open(opener);
    act(() => store.getState().ui.setOpenModal(null));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(openDialog()).toBeNull();
  });
});
