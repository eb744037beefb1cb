import { firstViewMessages, type FirstViewMessageId } from './messages-first-view';
import { addMessages, text, type StartupMessageId } from './t';
import { loadFirstViewTranslations } from './translations';

addMessages(firstViewMessages, ({ marketplace: { lang }, theme }) => ({
  available: lang.available_yes,
  notAvailable: lang.available_no,
  yourRating: theme.your_rating,
}));
// Code that runs at start shows its strings at once: its module waits for their small catalogue
// of the page's language (fetched beside this one; English pages fetch nothing).
await loadFirstViewTranslations();

/**
 * `t` for code that runs at start without interaction (the country box, countdowns): the
 * start-up ids and those of ./messages-first-view.ts, without the whole lazy catalogue.
 */
export const t: (id: StartupMessageId | FirstViewMessageId, vars?: Record<string, string | number>) => string = text;
