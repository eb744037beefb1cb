import type { BehaviourDefinition } from '../../mount/types';

/** HOOKS.md "Temperature": `.hotcountbtn` with hotplus / hotminus (or thumbplus / thumbminus). */
export const HOT_BUTTON = '.hotcountbtn[data-post_id]';

/**
 * Deal temperature votes (SPEC §3/§9): one delegated click, in the vote code, which loads on
 * intent on a vote button; a click that comes before it is held and clicked again.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'deal-temperature',
  code: { hooks: HOT_BUTTON, hold: HOT_BUTTON, load: () => import('./vote') },
};
