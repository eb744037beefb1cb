import type { WidgetDefinition } from '../../mount/types';
import { makeOperable } from '../../src/dom/operable';
import { AUTH_FORMS, COMMENT_LOGIN_LINKS, LOGIN_TRIGGER } from './hooks';
import { signedIn } from '../../src/dom/hooks';

export { AUTH_FORMS } from './hooks';

/**
 * Login triggers and auth forms (SPEC §2 "Pop-ups", §4 "Authentication pop-ups"), guests only:
 * one delegated click (triggers, comment links), keydown (span triggers) and submit listener.
 * Their code is fetched on intent on a trigger (a click before it runs is held and clicked
 * again); the form handling on the first submit.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'login-popups',
    hooks: LOGIN_TRIGGER,
    enhance(el) {
      if (!signedIn()) makeOperable(el);
    },
  },
  {
    name: 'login-popups',
    hooks: `${LOGIN_TRIGGER}, ${COMMENT_LOGIN_LINKS}, ${AUTH_FORMS}`,
    // Logged in (the marker changes only with a page load): no pop-ups, the links work as printed.
    strategy: () => (!signedIn() ? { on: 'interaction', hold: `${LOGIN_TRIGGER}, ${COMMENT_LOGIN_LINKS}` } : undefined),
    load: () => import('./listeners'),
  },
];
