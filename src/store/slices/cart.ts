import type { SliceCreator } from '../types';

/** The cart slice: filled by the cart work (issue 2). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CartSlice {}

export const createCartSlice: SliceCreator<'cart'> = () => ({});
