import { safeUrl } from '../../src/dom/browser';
import { readData } from '../../src/dom/hooks';
import { LOGIN_TRIGGER } from './hooks';
import { CUSTOM_LOGIN_DATA, TRIGGER_DATA } from './data';

/** HOOKS.md "Accounts": the pop-ups the triggers open. */
export const LOGIN_POPUP = 'rehub-login-popup';
export const POPUP_BY_TYPE: Record<string, string> = {
  login: LOGIN_POPUP,
  register: 'rehub-register-popup',
  resetpass: 'rehub-reset-popup',
  restrict: 'rehub-restrict-login-popup',
};
export const CUSTOM_LOGIN_URL = '#rehub-custom-login-url';
/**
 * What holds an auth form: the pop-ups HOOKS.md names, the theme's inner wrapper
 * (`div.rehub-register-popup`) and the demo's `.rehub-popup`. The theme prints the error area
 * and marks registration complete on these, not on the form.
 */
export const POPUP_CONTAINER = [...Object.values(POPUP_BY_TYPE).map((id) => `#${id}`), '.rehub-register-popup', '.rehub-popup'].join(', ');
/** The theme hides the cashback notice with this class (not `hidden`); its CSS keys on it. */
export const THEME_HIDDEN_CLASS = 'rhhidden';

export type TriggerAction = { kind: 'popup'; popupId: string } | { kind: 'navigate'; url: string };

const popupIfPresent = (doc: Document, id: string | undefined): TriggerAction | null => (id && doc.getElementById(id) ? { kind: 'popup', popupId: id } : null);

/**
 * What a guest's click on a trigger does (SPEC §2 "Pop-ups"): login / register / resetpass /
 * restrict open their pop-up; url goes to the custom URL or the href; any other type goes to the
 * custom login URL when the page has one, else opens the login pop-up. Null: leave the click
 * alone (the link works as printed), e.g. when the pop-up is not on the page.
 */
export function resolveTrigger(el: HTMLElement, doc: Document = document): TriggerAction | null {
  if (!el.matches(LOGIN_TRIGGER)) return popupIfPresent(doc, LOGIN_POPUP); // comment links
  const { type, customurl } = readData('login-popups', el, TRIGGER_DATA);
  if (type in POPUP_BY_TYPE) return popupIfPresent(doc, POPUP_BY_TYPE[type]);
  if (type === 'url') {
    const url = safeUrl(customurl || el.getAttribute('href'), { sameOrigin: false });
    return url ? { kind: 'navigate', url } : null;
  }
  const customLogin = doc.querySelector(CUSTOM_LOGIN_URL);
  const url = safeUrl(customLogin && readData('login-popups', customLogin, CUSTOM_LOGIN_DATA).customloginurl, { sameOrigin: false });
  return url ? { kind: 'navigate', url } : popupIfPresent(doc, LOGIN_POPUP);
}

/** The cashback notice of the login pop-up: shown with merchant and link when the trigger has them. */
export function fillCashbackNotice(trigger: HTMLElement, doc: Document = document): void {
  const box = doc.getElementById('rh-ca-login');
  if (!box) return;
  const { cashbacknotice, merchant, url } = readData('login-popups', trigger, TRIGGER_DATA);
  const show = Boolean(cashbacknotice && merchant);
  box.hidden = !show;
  box.classList.toggle(THEME_HIDDEN_CLASS, !show);
  if (!show) return;
  const set = (id: string, text: string) => {
    const el = doc.getElementById(id);
    if (el) el.textContent = text;
  };
  set('rh-ca-login-n', cashbacknotice);
  set('rh-ca-login-m', merchant);
  const link = doc.getElementById('rh-ca-login-a');
  const href = safeUrl(url, { sameOrigin: false });
  if (link) {
    link.hidden = !href;
    if (href) link.setAttribute('href', href);
  }
}

/** register: the page's captcha container moves into the register form's placeholder. */
export function assignCaptcha(doc: Document = document): void {
  const captcha = doc.getElementById('rehub-captcha-container');
  const holder = doc.querySelector('#rehub_registration_form_modal .rehub-captcha-holder');
  if (captcha && holder && !holder.contains(captcha)) holder.append(captcha);
}
