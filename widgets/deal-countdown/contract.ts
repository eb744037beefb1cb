import type { WidgetDefinition } from '../../mount/types';

/** HOOKS.md "Countdown": `.countdown_dashboard[data-day][data-month][data-year][data-hour][data-min]`. */
export const COUNTDOWN = '.countdown_dashboard[data-day][data-month][data-year][data-hour][data-min]';

/**
 * Deal countdowns (SPEC §4): any number per page on one shared ticker. The ticker code loads
 * when the first countdown comes into view; a countdown joins the ticker when it does.
 */
export const widgets: WidgetDefinition[] = [
  {
    name: 'deal-countdown',
    hooks: COUNTDOWN,
    strategy: { on: 'visible' },
    // One chunk with the rating visuals of the same deal cards: ../deals/first-view.ts.
    load: () => import('../deals/first-view').then((m) => ({ connect: (el: Element) => m.track(el as HTMLElement) })),
  },
];
