import type { BehaviourDefinition, IslandDefinition, WidgetContext } from '../../mount/types';
import { deferredStart } from '../../src/lib/deferred-start';

/**
 * The modal host (SPEC §2 "Pop-ups"): one island, created on the first dialog request, that
 * renders whichever dialog account.dialog asks for — the login/register/reset/restrict pop-ups,
 * generic pop-ups, the coupon reveal, the lightbox and the quick view — all through the one
 * dialog primitive (widgets/shared/dialog.tsx). The delegated triggers of generic pop-ups,
 * lightbox links and quick-view buttons are in ./triggers, fetched at start where the page has them.
 */
export const MODALS_ROOT_ATTR = 'data-shop-widgets-modals';
export const GENERIC_POPUP_TRIGGER = '.csspopuptrigger[data-popup]';
export const LIGHTBOX_LINK = '.modulo-lightbox a[href]';
export const QUICK_VIEW_BUTTON = '.quick_view_button[data-product_id]';

const island: IslandDefinition = {
  kind: 'island',
  name: 'modals',
  selector: `[${MODALS_ROOT_ATTR}]`,
  strategy: 'manual',
  // Fetched when the pointer or focus reaches a trigger (below), not at idle: most pages never open one.
  prefetch: false,
  load: () => import('./modals-island'),
};

function ensureHost(ctx: WidgetContext): void {
  if (document.querySelector(`[${MODALS_ROOT_ATTR}]`)) return;
  const root = document.createElement('div');
  root.setAttribute(MODALS_ROOT_ATTR, '');
  document.body.append(root);
  void ctx.activateIsland('modals');
}

/** The triggers handled here (./triggers). */
const OWN_TRIGGERS = `${GENERIC_POPUP_TRIGGER}, ${LIGHTBOX_LINK}, ${QUICK_VIEW_BUTTON}`;
/** What opens a dialog: hovering or focusing one fetches the dialog code before the click. */
const DIALOG_TRIGGERS = `${OWN_TRIGGERS}, .act-rehub-login-popup, #respond .must-log-in a, .comment-reply-login`;

const host: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'modal-triggers',
  start(ctx) {
    const unsubscribe = ctx.store.subscribe((state) => {
      if (state.account.dialog) ensureHost(ctx);
    });
    const onIntent = (event: Event) => {
      if (!(event.target as Element | null)?.closest?.(DIALOG_TRIGGERS)) return;
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      void island.load().catch(() => {}); // a failed prefetch is retried by the real load
    };
    const stopTriggers = deferredStart(ctx, {
      hooks: OWN_TRIGGERS,
      gate: OWN_TRIGGERS,
      load: () => import('./triggers'),
    });
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    return () => {
      unsubscribe();
      stopTriggers();
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  },
};

export const widgets = [island, host];
