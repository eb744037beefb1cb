import type { BehaviourDefinition } from '../../mount/types';
import { makeOperable } from '../../src/dom/operable';

/** HOOKS.md "Share": `span.share-link-image[data-href][data-service]`. */
export const SHARE_BUTTON = '.share-link-image[data-href]';

/**
 * Share buttons (SPEC §9): the pop-up opens on click (./click, loaded on intent; a click that
 * comes first is held and clicked again once it runs, still within the user activation).
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'share-buttons',
  selector: SHARE_BUTTON,
  enhance: makeOperable,
  code: { hooks: SHARE_BUTTON, hold: SHARE_BUTTON, load: () => import('./click') },
};
