import { countdownParts, countdownTarget } from '../../src/lib/deal-visuals';
import { now } from '../../src/lib/clock';
import { readData } from '../../src/dom/hooks';
import { COUNTDOWN_DATA } from './data';

/** Every second, for every countdown on the page at once (SPEC §4 "Deal countdown"). */
export const TICK_MS = 1000;

/** The dashes a countdown fills, in the order of countdownParts (the theme's `.days_dash` …). */
const DASHES = ['days', 'hours', 'minutes', 'seconds'];

const tracked = new Map<HTMLElement, number>();
let timer: ReturnType<typeof setInterval> | undefined;

/** Writes a number into a dash's `.digit`s (copies of the first are added when the days need more). */
function writeDigits(dash: Element, value: number): void {
  const digits = dash.getElementsByClassName('digit');
  // As long as the digits, or longer: then digits are added until each character has one.
  const text = String(value).padStart(digits.length, '0');
  while (digits[0] && digits.length < text.length) digits[0].before(digits[0].cloneNode());
  Array.from(digits, (digit, i) => {
    if (digit.textContent !== text[i]) digit.textContent = text[i]!;
  });
}

/** Shows what is left; false (and hidden) once the deal has ended. */
function render(el: HTMLElement, target: number): boolean {
  const parts = countdownParts(target, now());
  if (!parts) {
    el.hidden = true;
    el.style.display = 'none';
    return false;
  }
  // A timer role is not announced on every change; its name tells what is left when visited,
  // each number with the dash's own title (the theme prints them in the page's language).
  const name = DASHES.map((part, i) => {
    const dash = el.querySelector(`.${part}_dash`);
    if (dash) writeDigits(dash, parts[i]!);
    return `${parts[i]} ${dash?.querySelector('.dash_title')?.textContent?.trim() ?? ''}`.trim();
  });
  el.setAttribute('aria-label', name.join(', '));
  return true;
}

function tick(): void {
  for (const [el, target] of tracked) {
    if (!el.isConnected || !render(el, target)) tracked.delete(el);
  }
  if (!tracked.size) {
    clearInterval(timer);
    timer = undefined;
  }
}

export function track(el: HTMLElement): () => void {
  // The contract's selector asks for all five attributes; a bad value is reported by the reader.
  const date = readData('deal-countdown', el, COUNTDOWN_DATA);
  const target = countdownTarget(date);
  el.setAttribute('role', 'timer');
  if (!Number.isFinite(target) || !render(el, target)) return () => {};
  tracked.set(el, target);
  timer ??= setInterval(tick, TICK_MS);
  return () => tracked.delete(el);
}

/** Tests: how many countdowns share the ticker, and whether it runs. */
export const tickerState = () => ({ tracked: tracked.size, running: timer !== undefined });
