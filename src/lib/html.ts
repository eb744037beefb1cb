/**
 * The one place where server HTML becomes DOM (DESIGN §9). Only for what the spec says the
 * server sends as HTML (fragments, `html` fields of same-origin answers). Scripts never run:
 * the HTML is parsed in an inert <template>, then <script> elements, inline event handlers and
 * javascript: URLs are removed. Works with Trusted Types enforced through one named policy.
 */
export const TRUSTED_TYPES_POLICY = 'shop-widgets';

interface HtmlPolicy {
  createHTML(input: string): unknown;
}
let policy: HtmlPolicy | null | undefined;

function htmlPolicy(): HtmlPolicy | null {
  if (policy !== undefined) return policy;
  const tt = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createHTML(s: string): string }): HtmlPolicy } }).trustedTypes;
  try {
    // The policy only wraps: the markup is sanitised below, before it reaches a live document.
    policy = tt ? tt.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: (s) => s }) : null;
  } catch {
    policy = null;
  }
  return policy;
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href'];

export function sanitizeFragment(root: DocumentFragment | Element): void {
  root.querySelectorAll('script, iframe[srcdoc], object, embed, base').forEach((el) => el.remove());
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) el.removeAttribute(attr.name);
      else if (URL_ATTRIBUTES.includes(name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value)) {
        el.removeAttribute(attr.name);
      }
    }
  });
}

/** Parses server HTML into a sanitised, detached fragment. */
export function htmlToFragment(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  const trusted = htmlPolicy()?.createHTML(html) ?? html;
  (template as unknown as { innerHTML: unknown }).innerHTML = trusted;
  const fragment = template.content;
  sanitizeFragment(fragment);
  return doc.importNode(fragment, true);
}

/** Replaces the children of `target` with the server HTML. */
export function setHtml(target: Element, html: string): void {
  target.replaceChildren(htmlToFragment(html, target.ownerDocument));
}

/**
 * Replaces `target` itself with the server HTML (a fragment's key is a selector of the element
 * its HTML replaces). Returns the first new element, or null when the HTML held none.
 */
export function replaceWithHtml(target: Element, html: string): Element | null {
  const fragment = htmlToFragment(html, target.ownerDocument);
  const first = fragment.firstElementChild;
  target.replaceWith(fragment);
  return first;
}
