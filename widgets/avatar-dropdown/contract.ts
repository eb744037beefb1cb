import type { BehaviourDefinition } from '../../mount/types';
import { lazyListen } from '../../src/lib/lazy-listen';

/** The logged-in user's avatar menu in the header: `.user-ava-intop` toggles `.user-dropdown-intop-menu`. */
const AVATAR = '.user-ava-intop';

export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'avatar-dropdown',
  start: (ctx) => lazyListen(ctx, ['click', 'keydown'], AVATAR, () => import('./avatar-dropdown'), AVATAR),
};
