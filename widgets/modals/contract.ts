import type { WidgetDefinition } from '../../mount/types';
import { startModalHost } from './host';
import { GENERIC_POPUP_TRIGGER, LIGHTBOX_LINK, MODALS_ROOT_ATTR, QUICK_VIEW_BUTTON } from './hooks';

export { GENERIC_POPUP_TRIGGER, LIGHTBOX_LINK, MODALS_ROOT_ATTR, QUICK_VIEW_BUTTON } from './hooks';

/** The triggers handled here (./triggers). */
const OWN_TRIGGERS = `${GENERIC_POPUP_TRIGGER}, ${LIGHTBOX_LINK}, ${QUICK_VIEW_BUTTON}`;
/** What opens a dialog: hovering or focusing one fetches the dialog code before the click. */
const DIALOG_TRIGGERS = `${OWN_TRIGGERS}, .act-rehub-login-popup, #respond .must-log-in a, .comment-reply-login`;

/**
 * The modal host (SPEC §2 "Pop-ups"): one island, created on the first dialog request, that
 * renders whichever dialog account.dialog asks for — the login/register/reset/restrict pop-ups,
 * generic pop-ups, the coupon reveal, the lightbox and the quick view — all through the one
 * dialog primitive (widgets/shared/dialog.tsx). The delegated triggers of generic pop-ups,
 * lightbox links and quick-view buttons are in ./triggers, fetched on intent on one of them.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'modals',
    hooks: `[${MODALS_ROOT_ATTR}]`,
    // Fetched when the pointer or focus reaches a trigger, not at idle: most pages never open one.
    strategy: { on: 'manual', intent: DIALOG_TRIGGERS },
    load: () => import('./modals-island'),
  },
  {
    name: 'modal-triggers',
    start: startModalHost,
    // A click on a trigger before its code has run is held and clicked again once it runs.
    hooks: OWN_TRIGGERS,
    strategy: { on: 'interaction', hold: OWN_TRIGGERS },
    load: () => import('./triggers'),
  },
];
