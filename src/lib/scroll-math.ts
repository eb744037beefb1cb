import { BACK_TO_TOP_APPEAR_AFTER_PX, PREV_NEXT_OPEN_OFFSET_PX } from '../config/constants';

/** Back to top and the previous/next box appear once the page has scrolled past 500 px. */
export const scrollHelpersVisible = (scrollY: number): boolean => scrollY > BACK_TO_TOP_APPEAR_AFTER_PX;

/** The scroll position past which the previous/next box opens: post height + header height − 100. */
export const prevNextOpensAt = (postHeight: number, headerHeight: number): number => postHeight + headerHeight - PREV_NEXT_OPEN_OFFSET_PX;

/** Where the window scrolls to put an element `offset` px below the top (never above the page). */
export const scrollTopFor = (elementTop: number, scrollY: number, offset: number): number => Math.max(0, Math.round(elementTop + scrollY - offset));

/** jQuery's default "swing" easing, so the motion feels like the theme's. */
export const swing = (progress: number): number => 0.5 - Math.cos(Math.min(1, Math.max(0, progress)) * Math.PI) / 2;

/** The position `elapsed` ms into a scroll from `from` to `to` that lasts `duration` ms. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return Math.round(from + (to - from) * swing(elapsed / duration));
}
