/**
 * The share pop-up sizes (SPEC), apart from ./constants.ts: the start-up code imports that file,
 * and an object (unlike a number) is not written where it is used, so it would be carried there.
 */
export const SHARE_POPUP_SIZES = {
  pinterest: { width: 750, height: 320 }, // pinboard service
  twitter: { width: 600, height: 250 }, // microblog service
  other: { width: 600, height: 300 },
} as const;
