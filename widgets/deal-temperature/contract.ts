import type { BehaviourDefinition } from '../../mount/types';

/** HOOKS.md "Temperature": `.hotcountbtn` with hotplus / hotminus (or thumbplus / thumbminus). */
export const HOT_BUTTON = '.hotcountbtn[data-post_id]';

/** Deal temperature votes (SPEC §3/§9): one delegated click; the vote code loads on the first click. */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'deal-temperature',
  start(ctx) {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(HOT_BUTTON);
      if (!button || event.defaultPrevented) return;
      event.preventDefault();
      void import('./vote').then((m) => m.vote(button, ctx));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  },
};
