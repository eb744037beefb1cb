import { firstViewMessages, type FirstViewMessageId } from './messages-first-view';
import { addMessages, text, type StartupMessageId } from './t';
import { loadFirstViewTranslations } from './translations';

addMessages(firstViewMessages, ({ theme }) => ({ yourRating: theme.your_rating }));
// Code that runs at start shows its strings at once: its module waits for their small catalogue
// of the page's language (fetched beside this one; English pages fetch nothing).
await loadFirstViewTranslations();

/**
 * `t` for code that runs at start without interaction (the compare icon's name): the
 * start-up ids and those of ./messages-first-view.ts, without the whole lazy catalogue.
 */
export const t: (id: StartupMessageId | FirstViewMessageId, vars?: Record<string, string | number>) => string = (id, vars) => fillIn(text(id), vars);

/** `{name}` placeholders filled from `vars` (one left as it is when `vars` lacks it). */
export function fillIn(value: string, vars?: Record<string, string | number>): string {
  return vars ? value.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`)) : value;
}
