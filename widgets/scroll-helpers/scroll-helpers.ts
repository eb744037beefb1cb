import type { WidgetContext } from '../../mount/types';
import {
  NOTICE_SCROLL_DURATION_MS,
  NOTICE_SCROLL_OFFSET_PX,
  SCROLL_THROTTLE_MS,
  SMOOTH_SCROLL_DURATION_MS,
  SMOOTH_SCROLL_OFFSET_PX,
} from '../../src/config/constants';
import { t } from '../../src/i18n/t-lazy';
import { isActivation } from '../../src/dom/activation';
import { browser } from '../../src/dom/browser-full';
import { throttle } from '../../src/lib/throttle';
import { safeUrl } from '../../src/dom/browser';
import { prevNextOpensAt, scrollHelpersVisible } from '../../src/lib/scroll-math';
import { scrollToElement } from '../../src/dom/smooth-scroll';
import { readData } from '../../src/dom/hooks';
import { SCROLL_LINK_DATA } from './data';

// The hook is also named in contract.ts (which must stay out of this chunk).
const SMOOTH_LINK = '.rehub_scroll';

/** Shows back-to-top and the previous/next box from the scroll position (HOOKS "Store-wide"). */
export function updateFloating(): void {
  const y = window.scrollY;
  const visible = scrollHelpersVisible(y);
  const nav = document.getElementById('float-posts-nav');
  document.getElementById('topcontrol')?.classList.toggle('scrollvisible', visible);
  nav?.classList.toggle('scrollvisible', visible);
  if (nav) {
    const post = document.querySelector<HTMLElement>('.post-inner')?.offsetHeight ?? 0;
    const header = document.getElementById('main_header')?.offsetHeight ?? 0;
    nav.classList.toggle('openedprevnext', y > prevNextOpensAt(post, header));
  }
}

let onScroll: ReturnType<typeof throttle<[]>> | undefined;
/** One passive scroll listener, throttled to 250 ms (leading and trailing, so the end position counts). */
function watchScroll(): void {
  if (onScroll) return;
  onScroll = throttle(updateFloating, SCROLL_THROTTLE_MS);
  window.addEventListener('scroll', onScroll, { passive: true });
  updateFloating();
}

/**
 * Run once the code has loaded (on the first scroll, or a smooth-scroll link's intent): the
 * floating helpers on the page follow the scroll position from now on.
 */
export function start(): () => void {
  document.querySelectorAll('#topcontrol, #float-posts-nav').forEach(enhance);
  return unwatch;
}

/** The page lost its floating helpers (or the script stops). */
export function unwatch(): void {
  if (!onScroll) return;
  onScroll.cancel();
  window.removeEventListener('scroll', onScroll);
  onScroll = undefined;
}

export function enhance(el: Element): void {
  if (el.id === 'topcontrol' || el.id === 'float-posts-nav') {
    // The theme prints back-to-top as a bare span: make it a button for keyboards and screen readers.
    if (el.matches(SMOOTH_LINK) && !el.matches('a, button')) {
      el.setAttribute('role', 'button');
      el.setAttribute('tabindex', '0');
      if (!el.getAttribute('aria-label')) el.setAttribute('aria-label', t('backToTop'));
    }
    return watchScroll();
  }
  // WooCommerce's scroll_to_notices: 100 px above the notice, over 1 s.
  void scrollToElement(el, NOTICE_SCROLL_OFFSET_PX, NOTICE_SCROLL_DURATION_MS);
}

function targetOf(link: Element): Element | null {
  const selector = readData('scroll-helpers', link, SCROLL_LINK_DATA).scrollto || (link instanceof HTMLAnchorElement ? link.hash : '');
  if (!selector) return null;
  try {
    return document.querySelector(selector);
  } catch {
    return null; // not a selector the page holds
  }
}

async function scrollTo(link: Element): Promise<void> {
  const target = targetOf(link);
  if (!target) {
    // A link to another page's anchor: follow it as the server meant.
    const href = safeUrl(link.getAttribute('href'));
    if (href) browser.assign(href);
    return;
  }
  // A later click took over mid-way: that link sets the hash and the focus, not this one.
  if ((await scrollToElement(target, SMOOTH_SCROLL_OFFSET_PX, SMOOTH_SCROLL_DURATION_MS)) === 'cancelled') return;
  if (target.id) browser.pushUrl(`#${target.id}`);
  // Keyboard and screen-reader users continue from the target, as after a jump to an anchor.
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  (target as HTMLElement).focus({ preventScroll: true });
}

export function handle(event: Event, ctx: WidgetContext): void {
  void ctx;
  const link = (event.target as Element).closest?.(SMOOTH_LINK);
  if (!link) return;
  if (!isActivation(event, link)) return;
  event.preventDefault();
  void scrollTo(link);
}
