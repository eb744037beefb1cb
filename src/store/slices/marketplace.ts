import type { SliceCreator } from '../types';

/** The marketplace slice (issue 3): its state first, then its actions, a comment per field. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MarketplaceSlice {}

export const createMarketplaceSlice: SliceCreator<'marketplace'> = () => ({});
