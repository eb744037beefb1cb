import { screen } from '@testing-library/react';

/**
 * The dialog that is open now, or null. Closed drawers (cart panel, compare bar) keep their
 * dialog role but are `inert`, which browsers leave out of the accessibility tree and Testing
 * Library does not: they are left out here.
 */
export function openDialog(): HTMLElement | null {
  const open = screen.queryAllByRole('dialog').filter((el) => !el.closest('[inert]'));
  if (open.length > 1) throw new Error(`${open.length} dialogs are open at once`);
  return open[0] ?? null;
}
