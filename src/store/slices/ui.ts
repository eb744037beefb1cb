import { TOAST_DISPLAY_MS } from '../../config/constants';
import type { SliceCreator } from '../types';

export type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  text: string;
  type: ToastType;
}

export interface UiSlice {
  /** Toasts on screen, oldest first; each leaves after TOAST_DISPLAY_MS. */
  toasts: Toast[];
  /** The id of the open modal (login pop-up, quick view, coupon …), or null. */
  openModal: string | null;
  /** A polite screen-reader announcement; `seq` changes even when the text repeats. */
  announcement: { text: string; seq: number };

  showToast(text: string, type?: ToastType): void;
  dismissToast(id: number): void;
  setOpenModal(id: string | null): void;
  announce(text: string): void;
}

let nextToastId = 1;

export const createUiSlice: SliceCreator<'ui'> = ({ get, set }) => ({
  toasts: [],
  openModal: null,
  announcement: { text: '', seq: 0 },

  showToast(text, type = 'success') {
    const id = nextToastId++;
    set((ui) => ({ toasts: [...ui.toasts, { id, text, type }] }));
    setTimeout(() => get().dismissToast(id), TOAST_DISPLAY_MS);
  },
  dismissToast(id) {
    set((ui) => ({ toasts: ui.toasts.filter((toast) => toast.id !== id) }));
  },
  setOpenModal(id) {
    set({ openModal: id });
  },
  announce(text) {
    set((ui) => ({ announcement: { text, seq: ui.announcement.seq + 1 } }));
  },
});
