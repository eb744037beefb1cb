import type { WidgetDefinition } from '../../mount/types';
import { makeOperableToggle } from '../../src/dom/operable';

/** The logged-in user's avatar menu in the header: `.user-ava-intop` toggles `.user-dropdown-intop-menu`. */
const AVATAR = '.user-ava-intop';

export const widgets: WidgetDefinition[] = [
  {
    name: 'avatar-dropdown',
    // The theme prints it for a logged-in visitor only (WordPress's `logged-in` body class).
    hooks: `body.logged-in ${AVATAR}`,
    // The theme prints the avatar as a bare span: a button for keyboards and screen readers.
    enhance: makeOperableToggle,
    strategy: { on: 'interaction', events: ['click', 'keydown'], hold: AVATAR },
    load: () => import('./avatar-dropdown'),
  },
];
