import type { SliceCreator } from '../types';

/** The compare slice (issue 4): its state first, then its actions, a comment per field. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CompareSlice {}

export const createCompareSlice: SliceCreator<'compare'> = () => ({});
