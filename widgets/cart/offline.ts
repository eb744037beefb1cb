import type { WidgetContext } from '../../mount/types';
import { whenOnline } from '../../src/dom/browser';
import { t } from '../../src/i18n/t';
import type { AddRequest } from './add';

/** The notice's class (docs/hooks.md): beside a control that waits for the connection. */
const OFFLINE_NOTICE = 'sw-offline-notice';

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
  const removeNotice = showNotice(ctx, trigger, `${t('fetch_error')} ${t('addWaitsForConnection')}`);
  const take: KeptAdd = (latest) => {
    kept.delete(trigger);
    stopWaiting();
    removeNotice();
    // A script stopped meanwhile (torn down) sends nothing.
    if (!ctx.http.isStopped()) send({ ...latest, lostBefore: latest.lostBefore ?? request.lostBefore });
  };
  const stopWaiting = whenOnline(() => take(request));
  kept.set(trigger, take);
}

/**
 * A control whose code cannot come while the browser is offline (the cart button, before the
 * panel's code is here): its page cannot load either, so the shopper stays and reads "U bent
 * waarschijnlijk offline." beside it until the browser is online again, heard in the live region
 * at each try; the next click once online tries again.
 */
export function sayOffline(ctx: WidgetContext, trigger: Element): void {
  // One notice per control: another try only says it again.
  if (trigger.nextElementSibling?.className === OFFLINE_NOTICE) ctx.store.getState().ui.announce(t('fetch_error'));
  else whenOnline(showNotice(ctx, trigger, t('fetch_error')));
}

/** The notice under a control, describing it, said in the live region; returns its removal. */
function showNotice(ctx: WidgetContext, trigger: Element, text: string): () => void {
  const describedBy = trigger.getAttribute('aria-describedby');
  const notice = document.createElement('span');
  notice.className = OFFLINE_NOTICE;
  notice.id = `${OFFLINE_NOTICE}-${++nextId}`;
  notice.textContent = text;
  // Inline, as the live region: the start-up code carries no stylesheet code.
  notice.style.cssText = 'display:block;color:#b71c1c;font-size:.875em';
  // Under the control, where WooCommerce puts "View cart"; it describes the control, beside the theme's own description.
  trigger.after(notice);
  trigger.setAttribute('aria-describedby', describedBy ? `${describedBy} ${notice.id}` : notice.id);
  ctx.store.getState().ui.announce(text);
  return () => {
    notice.remove();
    if (describedBy) trigger.setAttribute('aria-describedby', describedBy);
    else trigger.removeAttribute('aria-describedby');
  };
}

let nextId = 0;
