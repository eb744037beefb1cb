import type { WidgetContext } from '../../mount/types';
import { t } from '../../src/i18n/t';
import type { AddRequest } from './add-flow';

/** The notice's class (docs/hooks.md): beside the button whose add waits. */
export const OFFLINE_NOTICE = 'sw-offline-notice';

/** A button's add kept for the connection: called with the button's latest click, it sends that one. */
export type KeptAdd = (latest: AddRequest) => void;

/**
 * Offline is a state, not an error page (DESIGN §9). An add that could not leave, or whose answer
 * the network lost, is kept: the shopper reads "U bent waarschijnlijk offline. Nog niet
 * toegevoegd …" beside the button and hears it in the live region; the button stays usable. When
 * the browser is online again the add is sent, once: an add whose answer was lost goes with
 * `lostBefore`, so the cart is asked before anything is sent again (src/cart/lost-add.ts). A
 * second click meanwhile takes the kept add's place (only the last click waits); one while online
 * sends it at once.
 *
 * Start-up code, its message in the start catalogue and its look inline: while offline, no more
 * code (the toasts, a stylesheet) can be loaded to say so.
 */
export function keepUntilOnline(ctx: WidgetContext, request: AddRequest, kept: WeakMap<HTMLElement, KeptAdd>, send: (request: AddRequest) => void): void {
  const { trigger } = request;
  const text = `${t('fetch_error')} ${t('addWaitsForConnection')}`;
  const notice = showNotice(trigger, text);
  ctx.store.getState().ui.announce(text);
  const take: KeptAdd = (latest) => {
    kept.delete(trigger);
    window.removeEventListener('online', onOnline);
    notice.remove();
    describe(trigger, notice.id, false);
    send({ ...latest, lostBefore: latest.lostBefore ?? request.lostBefore });
  };
  const onOnline = () => take(request);
  window.addEventListener('online', onOnline);
  kept.set(trigger, take);
}

let nextId = 0;

/** The message under the button (where WooCommerce puts "View cart"), tied to it for screen readers. */
function showNotice(trigger: HTMLElement, text: string): HTMLElement {
  const notice = document.createElement('span');
  notice.className = OFFLINE_NOTICE;
  notice.id = `${OFFLINE_NOTICE}-${++nextId}`;
  notice.textContent = text;
  // Inline, as the live region: the start-up code carries no stylesheet code.
  notice.style.cssText = 'display:block;margin:.25rem 0 0;color:#b71c1c;font-size:.875em';
  trigger.after(notice);
  describe(trigger, notice.id, true);
  return notice;
}

/** Adds or takes away one id in the button's `aria-describedby`, keeping the theme's own. */
function describe(trigger: HTMLElement, id: string, on: boolean): void {
  const ids = (trigger.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((other) => other && other !== id);
  if (on) ids.push(id);
  if (ids.length) trigger.setAttribute('aria-describedby', ids.join(' '));
  else trigger.removeAttribute('aria-describedby');
}
