import type { SliceCreator } from '../types';

/**
 * The cart as the page shows it. State only: src/cart (the cart core) is the one writer, through
 * `patch`; widgets and renderers read it and subscribe to it.
 */
export interface CartState {
  /** The fragments the page shows now (selector → HTML). */
  fragments: Record<string, string>;
  /** The cart hash of those fragments ('' for an empty cart). */
  cartHash: string;
  /** Whether this page has shown a cart yet (else the cart-hash cookie is the cart before a change). */
  shown: boolean;
  /** Adds queued or running (they run one at a time). */
  addsPending: number;
  /** Mini-cart rows whose quantity is waiting to be saved or being saved. */
  savingKeys: string[];
  /** Mini-cart rows whose last quantity save failed (rolled back to the last confirmed quantity). */
  failedKeys: string[];
}

export interface CartSlice extends CartState {
  /** The core's one setter. */
  patch(changes: Partial<CartState>): void;
}

export const createCartSlice: SliceCreator<'cart'> = ({ set }) => ({
  fragments: {},
  cartHash: '',
  shown: false,
  addsPending: 0,
  savingKeys: [],
  failedKeys: [],
  patch: (changes) => set(changes),
});
