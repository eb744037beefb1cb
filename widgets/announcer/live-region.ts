import type { Cleanup, WidgetContext } from '../../mount/types';
import { LIVE_REGION } from './hooks';

function liveRegion(): HTMLElement {
  let region = document.querySelector<HTMLElement>(LIVE_REGION);
  if (!region) {
    region = document.createElement('div');
    region.className = 'widget_shopping_cart_live_region';
    region.setAttribute('role', 'status');
    // Hidden from sight, not from screen readers. Inline, not a stylesheet: the start-up code
    // then carries no style-sheet code (src/dom/styles.ts loads with the widgets that draw).
    region.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';
    document.body.append(region);
  }
  return region;
}

/** Long enough for screen readers to notice the region was emptied. */
const REANNOUNCE_GAP_MS = 50;

/**
 * Start-up code: speaks `ui.announce(text)` through the polite live region (cart changes,
 * success messages). Not a chunk: an announcement after an add made offline must still be said.
 */
export function startAnnouncer(ctx: WidgetContext): Cleanup {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const unsubscribe = ctx.store.subscribe((state, previous) => {
    const { announcement } = state.ui;
    // A new object for each announcement (its seq changes even when the text repeats).
    if (announcement === previous.ui.announcement) return;
    const region = liveRegion();
    // Emptied first so the same text said twice is announced twice.
    region.textContent = '';
    const timer = setTimeout(() => {
      pending.delete(timer);
      region.textContent = announcement.text;
    }, REANNOUNCE_GAP_MS);
    pending.add(timer);
  });
  // Stopped, nothing is left to fire into a page being taken down.
  return () => {
    unsubscribe();
    pending.forEach(clearTimeout);
  };
}
