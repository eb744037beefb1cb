import type { Cleanup, WidgetContext } from '../../mount/types';
import { adoptStyles } from '../../src/dom/styles';
import { LIVE_REGION } from './contract';

const CSS =
  '.sw-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}';

function liveRegion(): HTMLElement {
  let region = document.querySelector<HTMLElement>(LIVE_REGION);
  if (!region) {
    adoptStyles('visually-hidden', CSS);
    region = document.createElement('div');
    region.className = 'widget_shopping_cart_live_region sw-visually-hidden';
    region.setAttribute('role', 'status');
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
  return ctx.store.subscribe((state, previous) => {
    const { announcement } = state.ui;
    if (announcement.seq === previous.ui.announcement.seq) return;
    const region = liveRegion();
    // Emptied first so the same text said twice is announced twice.
    region.textContent = '';
    setTimeout(() => (region.textContent = announcement.text), REANNOUNCE_GAP_MS);
  });
}
