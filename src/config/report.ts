import { log } from '../lib/log';
import type { ConfigProblem } from './keys';

/**
 * What each config key expects, in words, for its console error. Loaded only on a page whose
 * config has a wrong value: a page configured right does not fetch these texts.
 */
const EXPECTED: Record<string, string> = {
  ajax_url: 'a URL string',
  cart_url: 'a URL string',
  checkout_url: 'a URL string',
  wc_ajax_url: 'a URL string containing %%endpoint%%',
  is_cart: "a boolean or '1'/''",
  cart_redirect_after_add: "'yes' or 'no'",
  cart_hash_key: 'a string (wc_cart_hash_<md5>)',
  fragment_name: 'a string (wc_fragments_<md5>)',
  request_timeout: 'a number of milliseconds',
  max_temp: 'a number',
  min_temp: 'a number',
  lifetime: 'a number of months',
  session: 'a number of minutes',
  allowTracking: 'a boolean',
  sliding_cart: 'a boolean',
  lang: 'an object of loader and status texts',
  messages: 'an object of message id → text',
  disabled_widgets: 'an array of widget names',
};

/** What a key (`section.key`) expects: as listed, a nonce a nonce string, else a string. */
export function expectedOf(key: string): string {
  const name = key.slice(key.lastIndexOf('.') + 1);
  return EXPECTED[name] ?? (name.endsWith('nonce') ? 'a nonce string' : 'a string');
}

/** One console error per wrong value, naming its key, what was expected and what it got. */
export function reportProblems(problems: ConfigProblem[]): void {
  for (const { key, got, expected } of problems) reportToConsole({ key, expected: expected ?? expectedOf(key), got });
}

/** The console error of one wrong value (lazily read globals use it too: src/config/field.ts). */
export function reportToConsole({ key, expected, got }: Required<ConfigProblem>): void {
  log.error(`config "${key}": expected ${expected}, got ${JSON.stringify(got)}; using the default.`);
}
