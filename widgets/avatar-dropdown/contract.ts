import type { BehaviourDefinition } from '../../mount/types';
import { makeOperable } from '../../src/dom/operable';

/** The logged-in user's avatar menu in the header: `.user-ava-intop` toggles `.user-dropdown-intop-menu`. */
const AVATAR = '.user-ava-intop';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'avatar-dropdown',
  selector: AVATAR,
  enhance(el) {
    // The theme prints the avatar as a bare span: a button for keyboards and screen readers.
    makeOperable(el);
    if (!el.hasAttribute('aria-expanded')) el.setAttribute('aria-expanded', 'false');
  },
  code: { hooks: AVATAR, events: ['click', 'keydown'], hold: AVATAR, load: () => import('./avatar-dropdown') },
};
