import type { BehaviourDefinition } from '../../mount/types';
import { makeOperable } from '../../src/dom/operable';
import { COMMENT_LOGIN_LINKS, LOGIN_TRIGGER } from './hooks';

/** The auth forms of the pop-ups (HOOKS.md), submitted through admin-ajax. */
export const AUTH_FORMS = '#rehub_login_form_modal, #rehub_registration_form_modal, #rehub_reset_password_form_modal';

export const isGuest = () => !document.body.classList.contains('logged-in');

/**
 * Login triggers and auth forms (SPEC §2 "Pop-ups", §4 "Authentication pop-ups"), guests only:
 * one delegated click (triggers, comment links), keydown (span triggers) and submit listener.
 * Their code is fetched on intent on a trigger (a click before it runs is held and clicked
 * again); the form handling on the first submit.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'login-popups',
  selector: LOGIN_TRIGGER,
  enhance(el) {
    if (isGuest()) makeOperable(el);
  },
  // Logged in (the marker changes only with a page load): no pop-ups, the links work as printed.
  code: () =>
    isGuest()
      ? {
          hooks: `${LOGIN_TRIGGER}, ${COMMENT_LOGIN_LINKS}, ${AUTH_FORMS}`,
          hold: `${LOGIN_TRIGGER}, ${COMMENT_LOGIN_LINKS}`,
          load: () => import('./listeners'),
        }
      : undefined,
};
