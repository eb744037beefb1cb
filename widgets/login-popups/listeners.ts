import type { WidgetContext } from '../../mount/types';
import { browser } from '../../src/dom/browser';
import { clickOnActivationKey } from '../../src/dom/activation-key';
import { AUTH_FORMS, COMMENT_LOGIN_LINKS, LOGIN_TRIGGER } from './hooks';
import { clearMessages } from './messages';
import { assignCaptcha, fillCashbackNotice, POPUP_BY_TYPE, resolveTrigger } from './triggers';
import { loadChunk } from '../../src/lib/load-chunk';
import { signedIn } from '../../src/dom/hooks';

/** A guest's clicks on triggers and comment links, Enter / Space on span triggers, and the auth forms' submits. */
export function start(ctx: WidgetContext): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(`${LOGIN_TRIGGER}, ${COMMENT_LOGIN_LINKS}`);
    if (!trigger || signedIn()) return;
    const action = resolveTrigger(trigger);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'navigate') {
      browser.assign(action.url);
      return;
    }
    clearMessages(document.getElementById(action.popupId));
    if (action.popupId === POPUP_BY_TYPE.register) assignCaptcha();
    if (action.popupId === POPUP_BY_TYPE.login) fillCashbackNotice(trigger);
    ctx.store.getState().account.openDialog({ kind: 'element', modalId: action.popupId, elementId: action.popupId, trigger });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!signedIn()) clickOnActivationKey(event, LOGIN_TRIGGER);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || !form.matches?.(AUTH_FORMS)) return;
    event.preventDefault();
    void loadChunk(() => import('./auth-form')).then((m) => m.submitAuthForm(form, ctx));
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('submit', onSubmit);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('submit', onSubmit);
  };
}
