import type { BehaviourDefinition } from '../../mount/types';

/** HOOKS.md "Countdown": `.countdown_dashboard[data-day][data-month][data-year][data-hour][data-min]`. */
export const COUNTDOWN = '.countdown_dashboard[data-day][data-month][data-year][data-hour][data-min]';

/**
 * Deal countdowns (SPEC §4): any number per page on one shared ticker. The ticker code loads
 * when the first countdown appears.
 */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'deal-countdown',
  selector: COUNTDOWN,
  start() {},
  enhance(el) {
    let stop: (() => void) | undefined;
    let removed = false;
    void import('./ticker').then((m) => {
      if (!removed) stop = m.track(el as HTMLElement);
    });
    return () => {
      removed = true;
      stop?.();
    };
  },
};
