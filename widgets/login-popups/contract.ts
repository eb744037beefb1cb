import type { BehaviourDefinition } from '../../mount/types';
import { browser } from '../../src/lib/browser';
import { clickOnActivationKey, makeOperable } from '../../src/lib/operable';
import { assignCaptcha, COMMENT_LOGIN_LINKS, fillCashbackNotice, LOGIN_TRIGGER, POPUP_BY_TYPE, resolveTrigger } from './triggers';

/** The auth forms of the pop-ups (HOOKS.md), submitted through admin-ajax. */
export const AUTH_FORMS = '#rehub_login_form_modal, #rehub_registration_form_modal, #rehub_reset_password_form_modal';

const isGuest = () => !document.body.classList.contains('logged-in');

/**
 * Login triggers and auth forms (SPEC §2 "Pop-ups", §4 "Authentication pop-ups"), guests only:
 * one delegated click (triggers, comment links), keydown (span triggers) and submit listener.
 * The form handling loads on the first submit.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'login-popups',
  selector: LOGIN_TRIGGER,
  enhance(el) {
    if (isGuest()) makeOperable(el);
  },
  start(ctx) {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(`${LOGIN_TRIGGER}, ${COMMENT_LOGIN_LINKS}`);
      if (!trigger || !isGuest()) return;
      const action = resolveTrigger(trigger);
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'navigate') {
        browser.assign(action.url);
        return;
      }
      if (action.popupId === POPUP_BY_TYPE.register) assignCaptcha();
      if (action.popupId === POPUP_BY_TYPE.login) fillCashbackNotice(trigger);
      ctx.store.getState().account.openDialog({ kind: 'element', modalId: action.popupId, elementId: action.popupId, trigger });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isGuest()) clickOnActivationKey(event, LOGIN_TRIGGER);
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (event.defaultPrevented || !form.matches?.(AUTH_FORMS)) return;
      event.preventDefault();
      void import('./auth-form').then((m) => m.submitAuthForm(form, ctx));
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('submit', onSubmit);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('submit', onSubmit);
    };
  },
};
