import type { SliceCreator } from '../types';

/** One entry of the lightbox: an image, inline content of the page (#id) or an iframe. */
export interface LightboxItem {
  kind: 'image' | 'inline' | 'iframe';
  /** Image or iframe URL (already passed safeUrl), or the id of the inline element. */
  src: string;
  title: string;
  width: number;
  height: number;
}

/**
 * What the modal host shows (one dialog at a time). `trigger` is where focus returns to.
 * - element: a pop-up the server printed (login, register, reset, restrict, generic `#ID`)
 * - coupon: the coupon reveal pop-up
 * - lightbox: images / inline / iframe content with next and previous
 * - quickview: product content loaded from the server
 */
export type DialogRequest =
  | { kind: 'element'; modalId: string; elementId: string; trigger: Element | null }
  | { kind: 'coupon'; modalId: 'coupon'; code: string; dest: string | null; trigger: Element | null }
  | { kind: 'lightbox'; modalId: 'lightbox'; items: LightboxItem[]; index: number; trigger: Element | null }
  | { kind: 'quickview'; modalId: 'quickview'; productId: string; title: string; trigger: Element | null };

/** The account slice (issue 5): pop-ups, accounts, coupons and deals. */
export interface AccountSlice {
  /** The dialog the modal host shows, or null. Its open state is mirrored in ui.openModal. */
  dialog: DialogRequest | null;

  /** Opens a dialog (replacing an open one; focus then returns to the first trigger). */
  openDialog(request: DialogRequest): void;
  closeDialog(): void;
}

export const createAccountSlice: SliceCreator<'account'> = ({ get, set }) => ({
  dialog: null,
  openDialog(request) {
    const current = get().dialog;
    // Switching from one pop-up to another (login → register) keeps the original trigger.
    set({ dialog: current ? { ...request, trigger: current.trigger ?? request.trigger } : request });
  },
  closeDialog() {
    set({ dialog: null });
  },
});
