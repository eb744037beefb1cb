/**
 * The deal cards' hooks (HOOKS.md "Ratings", "Countdown"), declared once: the contract and the
 * first-view code read them from here.
 *
 * Ratings: bars `.wpsm-bar-bar`, `.rate_bar_wrap .rate-bar .rate-bar-bar`; radial
 * `.radial-progress[data-rating]`. The theme itself puts `data-percent` on the parent
 * (`.wpsm-bar[data-percent] > .wpsm-bar-bar`), some markup on the bar: both count.
 */
export const RATING_BAR = '.wpsm-bar > .wpsm-bar-bar[data-percent], .wpsm-bar[data-percent] > .wpsm-bar-bar, .rate_bar_wrap .rate-bar .rate-bar-bar';
export const RADIAL = '.radial-progress[data-rating]';
/** Countdown: `.countdown_dashboard[data-day][data-month][data-year][data-hour][data-min]`. */
export const COUNTDOWN = '.countdown_dashboard[data-day][data-month][data-year][data-hour][data-min]';
