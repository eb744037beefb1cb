import type { BehaviourDefinition, IslandDefinition } from '../../mount/types';
import { startModalHost } from './host';

/**
 * The modal host (SPEC §2 "Pop-ups"): one island, created on the first dialog request, that
 * renders whichever dialog account.dialog asks for — the login/register/reset/restrict pop-ups,
 * generic pop-ups, the coupon reveal, the lightbox and the quick view — all through the one
 * dialog primitive (widgets/shared/dialog.tsx). The delegated triggers of generic pop-ups,
 * lightbox links and quick-view buttons are in ./triggers, fetched on intent on one of them.
 */
export const MODALS_ROOT_ATTR = 'data-shop-widgets-modals';
export const GENERIC_POPUP_TRIGGER = '.csspopuptrigger[data-popup]';
export const LIGHTBOX_LINK = '.modulo-lightbox a[href]';
export const QUICK_VIEW_BUTTON = '.quick_view_button[data-product_id]';

/** The triggers handled here (./triggers). */
const OWN_TRIGGERS = `${GENERIC_POPUP_TRIGGER}, ${LIGHTBOX_LINK}, ${QUICK_VIEW_BUTTON}`;
/** What opens a dialog: hovering or focusing one fetches the dialog code before the click. */
const DIALOG_TRIGGERS = `${OWN_TRIGGERS}, .act-rehub-login-popup, #respond .must-log-in a, .comment-reply-login`;

const island: IslandDefinition = {
  kind: 'island',
  name: 'modals',
  selector: `[${MODALS_ROOT_ATTR}]`,
  strategy: 'manual',
  // Fetched when the pointer or focus reaches a trigger, not at idle: most pages never open one.
  intent: DIALOG_TRIGGERS,
  load: () => import('./modals-island'),
};

const host: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'modal-triggers',
  start: startModalHost,
  // A click on a trigger before its code has run is held and clicked again once it runs.
  code: { hooks: OWN_TRIGGERS, hold: OWN_TRIGGERS, load: () => import('./triggers') },
};

export const widgets = [island, host];
