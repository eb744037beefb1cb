/**
 * What a deals page shows as it loads, in one small chunk (the countdowns and the rating visuals
 * sit in the same deal cards, so a page that has one has the other): countdowns that tick, bars
 * that grow when they come into view, radial ratings. Plain DOM, and no strings of our own: the
 * labels come from the markup (the countdown's dash titles) and the theme (`your_rating`), so
 * the page fetches no catalogue for them.
 */
export { track } from './ticker';
export { showRating } from './ratings';
