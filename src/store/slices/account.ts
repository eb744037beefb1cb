import type { SliceCreator } from '../types';

/** The account slice (issue 5): its state first, then its actions, a comment per field. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountSlice {}

export const createAccountSlice: SliceCreator<'account'> = () => ({});
