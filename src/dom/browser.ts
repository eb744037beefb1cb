import { reportError } from '../events/widget-error';

/**
 * What the browser gives, each behind one function tests can drive: navigation, the URL rule,
 * the online state, cookies, web storage and our Trusted Types policy.
 */

/**
 * Navigation and windows, in one object so tests can observe them (jsdom cannot navigate).
 * Product code never touches location.assign / reload / window.open directly.
 *
 * Here only what start-up code uses (following a link after a click); ./browser-full.ts adds
 * the rest to this same object for code that loads later, so a test's spy on a method sees
 * every caller, whichever file it imported.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * One rule for every URL taken from a response or an attribute (DESIGN §9): http/https only;
 * `sameOrigin` for redirects and reloads; merchant and marketplace links may leave the site.
 * Returns the absolute URL, or null when the URL must not be followed.
 */
export function safeUrl(raw: unknown, { sameOrigin = true, base = location.href } = {}): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (sameOrigin && url.origin !== new URL(base).origin) return null;
  return url.href;
}

/**
 * Runs fn in a task after the next frame is painted; returns the cancel. What follows a click
 * but is not what the shopper sees (the page going inert behind a dialog, the request that
 * reloads a panel) waits here, so that the frame that shows the click's result comes sooner.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Where there are no frames (a test runner's DOM without them), the next task.
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** `navigator.onLine` is only trusted when it says false (true may still mean no network). */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Runs `run` once, when the browser says it is online again (its `online` event); returns the cancel. */
export function whenOnline(run: () => void): () => void {
  window.addEventListener('online', run, { once: true });
  return () => window.removeEventListener('online', run);
}

/** Reading and writing document.cookie, with the attributes WooCommerce uses. */

/** A cookie another script wrote with a stray `%` (`50%`, `%E0%A4%A`) is read as it is, never thrown on. */
function decodeOrRaw(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Every value document.cookie lists under a name, the older first: a host-only and a domain cookie can share one. */
export function cookieValues(name: string): string[] {
  const prefix = `${name}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(prefix))
    .map((part) => decodeOrRaw(part.slice(prefix.length)));
}

export const getCookie = (name: string): string | undefined => cookieValues(name)[0];

/** Every cookie we write is the whole site's (`path=/`), as WooCommerce's and sourcebuster's are. */
export interface CookieOptions {
  domain?: string;
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  let cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  if (options.domain) cookie += `; domain=${options.domain}`;
  if (options.maxAgeSeconds !== undefined) cookie += `; max-age=${options.maxAgeSeconds}`;
  if (options.sameSite) cookie += `; SameSite=${options.sameSite}`;
  // biome-ignore lint/suspicious/noDocumentCookie: this module is the one writer; the Cookie Store API is async and not in every browser we serve, and sourcebuster and WooCommerce read what we write synchronously
  document.cookie = cookie;
}

/** Deletes a cookie (of `domain`, or the host-only one): max-age 0 ends it at once. */
export function deleteCookie(name: string, domain?: string): void {
  setCookie(name, '', { domain, maxAgeSeconds: 0 });
}

/**
 * Web Storage that never throws: Safari private mode, disabled storage and full quotas all
 * behave as "nothing stored" so the cart keeps working without a cache.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

function wrap(pick: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        pick().removeItem(key);
      } catch {
        /* storage unavailable: nothing to remove */
      }
    },
  };
}

export const sessionStore: SafeStorage = wrap(() => window.sessionStorage);
export const localStore: SafeStorage = wrap(() => window.localStorage);

/**
 * Our one Trusted Types policy (DESIGN §9). A page whose CSP says `require-trusted-types-for
 * 'script'` must allow it by name: `trusted-types shop-widgets`.
 */
export const TRUSTED_TYPES_POLICY = 'shop-widgets';

export interface HtmlPolicy {
  createHTML(input: string): unknown;
}
interface PolicyRules {
  createHTML(s: string): string;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: PolicyRules): HtmlPolicy;
}

const rules: PolicyRules = {
  // Only wraps: every caller sanitises the markup (html.ts parses it inert and cleans it before
  // it reaches a live document; DOMPurify cleans before it wraps).
  createHTML: (s) => s,
  // No createScriptURL: we never load scripts from HTML, and a policy without that rule makes
  // the browser refuse every script URL asked of it (a TypeError, as the Trusted Types spec says).
};

let policy: HtmlPolicy | null | undefined;
let refused = false;

/** The policy, created on first use; null where the browser has no Trusted Types or refused it. */
export function htmlPolicy(): HtmlPolicy | null {
  if (policy !== undefined) return policy;
  const tt = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy = null;
  if (!tt) return policy;
  try {
    policy = tt.createPolicy(TRUSTED_TYPES_POLICY, rules);
  } catch (error) {
    refused = true;
    // Said once, with what the site owner must add, in the task that asked: the click that
    // asked may leave the page next, before words fetched later could be said.
    reportError(
      null,
      'trusted-types',
      error,
      `Trusted Types refused the policy "${TRUSTED_TYPES_POLICY}": add "trusted-types ${TRUSTED_TYPES_POLICY}" to the CSP. The cart uses its links meanwhile.`,
    );
  }
  return policy;
}

/**
 * True when this page cannot take HTML from us (the CSP refused our policy). Widgets that show
 * server HTML after a request then leave the click to the link or form, whose page shows the truth.
 */
export function htmlInsertionRefused(): boolean {
  htmlPolicy();
  return refused;
}

/** Thrown when the page's CSP refused our Trusted Types policy: no HTML can be parsed or inserted. */
export class HtmlRefusedError extends Error {
  constructor() {
    super(`Trusted Types policy "${TRUSTED_TYPES_POLICY}" refused`);
  }
}

/**
 * Server HTML parsed inert: the content of a <template>, where nothing runs or loads. Code that
 * puts it into the page cleans it first (./html.ts); code that only reads it (the country box's
 * refreshed statuses) reads it as it is, without the cleaner's chunk. Throws HtmlRefusedError
 * under a refusing CSP.
 */
export function parseInert(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  const policy = htmlPolicy();
  if (!policy && htmlInsertionRefused()) throw new HtmlRefusedError();
  (template as unknown as { innerHTML: unknown }).innerHTML = policy ? policy.createHTML(html) : html;
  return template.content;
}

/** Tests: create the policy again on next use. */
export function resetHtmlPolicy(): void {
  policy = undefined;
  refused = false;
}
