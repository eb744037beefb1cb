import { countdownParts, countdownTarget, type CountdownParts } from '../../src/lib/deal-visuals';
import { now } from '../../src/lib/clock';
import { readData } from '../../src/dom/data-values';
import { COUNTDOWN_DATA } from './data';

/** Every second, for every countdown on the page at once (SPEC §4 "Deal countdown"). */
export const TICK_MS = 1000;

const tracked = new Map<HTMLElement, number>();
let timer: ReturnType<typeof setInterval> | undefined;

const DASHES: [keyof Omit<CountdownParts, 'done'>, string][] = [
  ['days', '.days_dash'],
  ['hours', '.hours_dash'],
  ['minutes', '.minutes_dash'],
  ['seconds', '.seconds_dash'],
];

/** Writes a number into a dash's `.digit`s (more digits are added when the days need them). */
function writeDigits(dash: Element, value: number): void {
  let digits = Array.from(dash.querySelectorAll('.digit'));
  const text = String(value).padStart(Math.max(digits.length, 2), '0');
  while (digits.length < text.length) {
    const extra = dash.ownerDocument.createElement(digits[0]?.tagName.toLowerCase() ?? 'span');
    extra.className = 'digit';
    (digits[0] ?? dash).before(extra);
    digits = Array.from(dash.querySelectorAll('.digit'));
  }
  digits.forEach((digit, i) => {
    if (digit.textContent !== text[i]) digit.textContent = text[i] ?? '';
  });
}

function render(el: HTMLElement, target: number): boolean {
  const parts = countdownParts(target, now());
  if (parts.done) {
    el.hidden = true;
    el.style.display = 'none';
    return false;
  }
  for (const [part, selector] of DASHES) {
    const dash = el.querySelector(selector);
    if (dash) writeDigits(dash, parts[part]);
  }
  // A timer role is not announced on every change; its name tells what is left when visited,
  // each number with the dash's own title (the theme prints them in the page's language).
  el.setAttribute(
    'aria-label',
    DASHES.map(([part, selector]) => `${parts[part]} ${el.querySelector(`${selector} .dash_title`)?.textContent?.trim() ?? ''}`.trim()).join(', '),
  );
  return true;
}

function tick(): void {
  for (const [el, target] of tracked) {
    if (!el.isConnected || !render(el, target)) tracked.delete(el);
  }
  if (!tracked.size && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

export function track(el: HTMLElement): () => void {
  // The contract's selector asks for all five attributes; a bad value is reported by the reader.
  const date = readData('deal-countdown', el, COUNTDOWN_DATA);
  if (Object.values(date).some((v) => !Number.isFinite(v))) return () => {};
  const target = countdownTarget(date);
  el.setAttribute('role', 'timer');
  if (!render(el, target)) return () => {};
  tracked.set(el, target);
  timer ??= setInterval(tick, TICK_MS);
  return () => {
    tracked.delete(el);
  };
}

/** Tests: how many countdowns share the ticker, and whether it runs. */
export const tickerState = () => ({ tracked: tracked.size, running: timer !== undefined });
