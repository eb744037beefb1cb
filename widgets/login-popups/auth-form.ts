import { sendAuthForm } from '../../src/api/account';
import { browser } from '../../src/dom/browser-full';
import { safeUrl } from '../../src/dom/browser';
import { isValidEmail, isValidPhone } from './patterns';
import { t } from '../../src/i18n/t-lazy';
import { LOGIN_SUCCESS_REDIRECT_DELAY_MS, REGISTER_SUCCESS_REDIRECT_DELAY_MS, RESET_PASSWORD_SUCCESS_RELOAD_DELAY_MS } from '../../src/config/constants';
import type { WidgetContext } from '../../mount/types';
import { messageText, showMessage } from './messages';
import { POPUP_CONTAINER } from './triggers';

type AuthKind = 'login' | 'register' | 'reset';
const KIND_BY_FORM: Record<string, AuthKind> = {
  rehub_login_form_modal: 'login',
  rehub_registration_form_modal: 'register',
  rehub_reset_password_form_modal: 'reset',
};
export const REGISTRATION_COMPLETE_CLASS = 'registration-complete';

const busy = new WeakSet<HTMLFormElement>();

/** The register and reset forms check their fields with the SPEC §5 patterns before sending. */
export function findProblem(form: HTMLFormElement, kind: AuthKind): { field: HTMLInputElement; message: string } | null {
  if (kind === 'login') return null;
  const inputs = Array.from(form.querySelectorAll<HTMLInputElement>('input:not([type=hidden]):not([type=checkbox])'));
  for (const input of inputs) {
    const value = input.value.trim();
    const label = (input.labels?.[0]?.textContent ?? input.name).trim();
    if (!value) {
      if (input.required) return { field: input, message: t('requiredField', { field: label }) };
      continue;
    }
    const wantsEmail = input.type === 'email' || (kind === 'reset' && value.includes('@'));
    if (wantsEmail && !isValidEmail(value)) return { field: input, message: t('invalidEmail') };
    if (input.type === 'tel' && !isValidPhone(value)) return { field: input, message: t('invalidPhone') };
  }
  return null;
}

function goAfter(ms: number, redirecturl: unknown): void {
  setTimeout(() => {
    const url = safeUrl(redirecturl); // same-origin only: a response never sends the shopper away
    if (url) browser.assign(url);
    else browser.reload();
  }, ms);
}

/**
 * Submits a login / register / reset form (SPEC §4 "Authentication pop-ups"): the text of the
 * server's message (the theme sends HTML) goes into the error area; a failed call or an invalid answer shows the
 * modal-load error. What was typed is never cleared.
 */
export async function submitAuthForm(form: HTMLFormElement, ctx: WidgetContext): Promise<void> {
  const kind = KIND_BY_FORM[form.id];
  if (!kind || busy.has(form)) return;
  form.querySelectorAll('[aria-invalid]').forEach((el) => el.removeAttribute('aria-invalid'));
  const problem = findProblem(form, kind);
  if (problem) {
    problem.field.setAttribute('aria-invalid', 'true');
    showMessage(form, problem.message, true);
    problem.field.focus();
    return;
  }
  const submit = form.querySelector<HTMLButtonElement>('.rehub_main_btn');
  busy.add(form);
  form.setAttribute('aria-busy', 'true');
  submit?.setAttribute('disabled', '');
  const result = await sendAuthForm(ctx.http, form);
  busy.delete(form);
  form.removeAttribute('aria-busy');
  submit?.removeAttribute('disabled');

  if (!result.ok) {
    showMessage(form, t('modalLoadError'), true);
    return;
  }
  const { message, error, redirecturl } = result.data;
  showMessage(form, messageText(message), error);
  if (error) return;
  if (kind === 'login') {
    if (submit) submit.hidden = true;
    goAfter(LOGIN_SUCCESS_REDIRECT_DELAY_MS, redirecturl);
  } else if (kind === 'register') {
    (form.closest(POPUP_CONTAINER) ?? form).classList.add(REGISTRATION_COMPLETE_CLASS);
    goAfter(REGISTER_SUCCESS_REDIRECT_DELAY_MS, redirecturl);
  } else {
    setTimeout(() => browser.reload(), RESET_PASSWORD_SUCCESS_RELOAD_DELAY_MS);
  }
}
