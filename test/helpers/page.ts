import { boot, type Booted } from '../../src/boot';
import type { WidgetDefinition } from '../../mount/types';

const GLOBAL_SCRIPT = /^\s*var\s+([A-Za-z_$][\w$]*)\s*=\s*([\s\S]*);\s*$/;
let globalsSet: string[] = [];
let running: Booted | null = null;

/**
 * Loads a demo-shop page (through MSW, so with this test's cookies) into the jsdom document:
 * body, body classes, the JSON config block and the inline globals, as a browser would have them.
 */
export async function loadPage(path: string): Promise<Document> {
  const url = new URL(path, location.origin);
  // The document's URL becomes the page's, so relative links resolve as in a browser.
  window.history.replaceState(null, '', url.pathname + url.search);
  const response = await fetch(url);
  const parsed = new DOMParser().parseFromString(await response.text(), 'text/html');
  loadHtml(parsed);
  return document;
}

/** Puts a parsed or literal document into the jsdom one (each test its own fixture HTML). */
export function loadHtml(source: Document | string, globals: Record<string, unknown> = {}): void {
  const parsed = typeof source === 'string' ? new DOMParser().parseFromString(source, 'text/html') : source;
  const win = window as unknown as Record<string, unknown>;
  for (const script of Array.from(parsed.querySelectorAll('script:not([src]):not([type])'))) {
    const match = GLOBAL_SCRIPT.exec(script.textContent ?? '');
    if (match) setGlobal(match[1]!, JSON.parse(match[2]!));
  }
  for (const [name, value] of Object.entries(globals)) setGlobal(name, value);
  const block = parsed.getElementById('shop-widgets-config');
  document.head.replaceChildren(...(block ? [document.importNode(block, true)] : []));
  // The page's language picks the translation catalogue (src/i18n/t.ts); a test's
  // literal snippet without <html lang> is part of the same Dutch shop.
  document.documentElement.lang = parsed.documentElement.lang || 'nl-NL';
  document.body.className = parsed.body.className;
  document.body.replaceChildren(...Array.from(parsed.body.childNodes).map((n) => document.importNode(n, true)));
  void win;
}

/**
 * Adds keys to the page's `#shop-widgets-config` block (the demo pages print one with
 * WooCommerce's cart settings, as the README's dequeue snippet does), creating it if needed.
 */
export function addConfig(extra: Record<string, Record<string, unknown>>): void {
  let block = document.getElementById('shop-widgets-config');
  if (!block) {
    block = Object.assign(document.createElement('script'), { type: 'application/json', id: 'shop-widgets-config' });
    document.head.append(block);
  }
  const config = JSON.parse(block.textContent || '{}') as Record<string, Record<string, unknown>>;
  for (const [name, keys] of Object.entries(extra)) config[name] = { ...config[name], ...keys };
  block.textContent = JSON.stringify(config);
}

function setGlobal(name: string, value: unknown): void {
  (window as unknown as Record<string, unknown>)[name] = value;
  globalsSet.push(name);
}

/** Boots the real script on the current document (all widgets, or the ones given). */
export function startWidgets(widgets?: WidgetDefinition[]): Booted {
  // Stop a previous boot but keep the globals loadPage() has just set.
  running?.mounter.stop();
  running = boot(widgets);
  return running;
}

/** Stops the booted script (its listeners, islands and observer). */
export function stopWidgets(): void {
  running?.stop();
  running = null;
}

/** Between tests: stops the script and removes the globals the page had set. */
export function resetPage(): void {
  stopWidgets();
  for (const name of globalsSet) delete (window as unknown as Record<string, unknown>)[name];
  globalsSet = [];
}

/** Lets pending promises and MSW answers settle (real or fake timers). */
/**
 * For tests that assert a call did NOT go out: waits until one started now would have reached
 * MSW (a few settle() rounds; behaviours whose code loads on interaction need them).
 */
export async function callsSettled(): Promise<void> {
  for (let i = 0; i < 5; i++) await settle();
}

export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
  await new Promise<void>((resolve) => setTimeoutReal(resolve, 0));
}

const setTimeoutReal: typeof setTimeout = globalThis.setTimeout.bind(globalThis);
