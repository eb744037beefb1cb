import { log } from '../lib/log';
import { dispatchError } from '../events/widget-error';

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
    log.error(
      `Trusted Types refused the policy "${TRUSTED_TYPES_POLICY}": add "trusted-types ${TRUSTED_TYPES_POLICY}" to the CSP. The cart uses its links meanwhile.`,
    );
    dispatchError(null, 'trusted-types', error);
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
