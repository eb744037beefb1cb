import { useEffect } from 'react';

/**
 * Keeps the page behind an open dialog from scrolling, without moving it: `overflow: hidden`
 * takes the page's scrollbar away, so the body gets a padding of the width that scrollbar
 * really took — and of nothing when there is none (a page shorter than the window, or a phone,
 * whose scrollbars float over the page and take no room).
 *
 * `innerWidth - clientWidth` alone is not that width: a page wider than a phone's screen makes
 * the two differ with no scrollbar at all (the page then jumps sideways when a dialog opens).
 * So it is capped by what a scrollbar is wide on this device (0 for overlay scrollbars).
 */
let locks = 0;
let restore: (() => void) | null = null;

export function lockPageScroll(): () => void {
  if (locks++ === 0) restore = applyLock();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) {
      restore?.();
      restore = null;
    }
  };
}

/** React: the page stays locked while the component is mounted. */
export function useScrollLock(): void {
  useEffect(() => lockPageScroll(), []);
}

/** The room the page's vertical scrollbar takes now, in px (0 when there is none or it floats). */
export function pageScrollbarWidth(): number {
  const taken = window.innerWidth - document.documentElement.clientWidth;
  return taken > 0 ? Math.min(taken, deviceScrollbarWidth()) : 0;
}

function deviceScrollbarWidth(): number {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-9999px;width:100px;height:100px;overflow:scroll;visibility:hidden';
  document.body.appendChild(probe);
  const width = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return width;
}

function applyLock(): () => void {
  const { body } = document;
  const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const gutter = pageScrollbarWidth();
  if (gutter > 0) {
    const padding = parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${padding + gutter}px`;
  }
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = before.overflow;
    body.style.paddingRight = before.paddingRight;
  };
}
