import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = (): string => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen on the page. */
  errors: string[];
}

/** A page that records every console error and page error (the suite fails on any). */
export async function openPage(context: BrowserContext, path: string): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(new URL(path, baseUrl()).href);
  return { page, errors };
}

export function watch(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Waits until the script has booted (window.ShopWidgets is there). */
export async function waitForWidgets(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as { ShopWidgets?: unknown }).ShopWidgets));
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page (or only on the regions matching `include`); returns the violations
 * (id and the first target of each).
 */
export async function axeViolations(page: Page, include?: string[]): Promise<{ id: string; impact: string | null; targets: string[] }[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (regions) => {
    // A dialog still fading in (.15 s) has a see-through text colour: axe would report a contrast
    // the shopper never sees once it settles. Let every finite animation end first.
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document | { include: string[][] },
            opts: object,
          ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(regions ? { include: regions.map((r) => [r]) } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) }));
  }, include);
}

/** Our chunks' short file names → their names (`dist/chunks/names.json`, build/chunk-names.ts). */
export const chunkFiles = (): Record<string, string> => JSON.parse(readFileSync('dist/chunks/names.json', 'utf8'));

/** A chunk's name from its file name: ours by names.json; React and the runtime carry theirs. */
export const chunkName = (file: string): string => chunkFiles()[file] ?? file.replace(/-[\w-]{7}\.js$/, '');

/** The files of the chunk of this name: a module's code, and maybe the re-export its dynamic import fetches. */
function chunkFilesNamed(name: string): string[] {
  const files = Object.entries(chunkFiles())
    .filter(([, named]) => named === name)
    .map(([file]) => file);
  if (!files.length) throw new Error(`no chunk named "${name}" in dist/chunks/names.json`);
  return files;
}

/** What a request for the chunk of this name looks like (its query, e.g. a retry's, may follow). */
export function chunkUrlPattern(name: string): RegExp {
  const files = chunkFilesNamed(name).map((file) => file.replaceAll('.', '\\.'));
  return new RegExp(`/chunks/(${files.join('|')})(\\?|$)`);
}

/** A chunk file and the files it imports statically, and theirs (read from dist/chunks). */
function withStaticImports(file: string, found = new Set<string>()): string[] {
  if (!found.has(file)) {
    found.add(file);
    const code = readFileSync(`dist/chunks/${file}`, 'utf8');
    for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)) withStaticImports(imported!, found);
  }
  return [...found];
}

/**
 * Whether the page has fetched the chunk of this name with every file it imports statically:
 * the browser asks for those only once the chunk itself has come, and runs the chunk's code
 * only once they have all come. (A fetch that failed leaves its entry too: ask while online.)
 */
export function chunkArrived(page: Page, name: string): Promise<boolean> {
  const needs = Object.fromEntries(chunkFilesNamed(name).map((file) => [file, withStaticImports(file)]));
  return page.evaluate((needs) => {
    const arrived = new Set(
      performance
        .getEntriesByType('resource')
        .filter((r) => (r as PerformanceResourceTiming).responseEnd > 0)
        .map((r) => new URL(r.name).pathname.split('/').pop()),
    );
    const fetched = Object.keys(needs).filter((file) => arrived.has(file));
    return fetched.length > 0 && fetched.every((file) => needs[file]!.every((needed) => arrived.has(needed)));
  }, needs);
}

/** The script's chunks a page fetches from now on, by name (hash and query dropped). */
export function chunksFetched(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('/chunks/')) names.push(chunkName(path.split('/').pop()!));
  });
  return () => names;
}

/**
 * Until the page's browser has been idle twice (requestIdleCallback, at most 3 s each): work
 * scheduled for idle time has had its turn.
 */
export async function browserIdleTwice(page: Page): Promise<void> {
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
}

/** A click with no pointer before it (no intent): the code it needs is not there yet. */
export const coldClick = (page: Page, selector: string): Promise<void> =>
  page.evaluate((sel) => (document.querySelector(sel) as HTMLElement).click(), selector);
