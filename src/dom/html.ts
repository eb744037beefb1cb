import { parseInert } from './trusted-types';
import { isSafeAnimation, isUnsafeUrlAttribute } from '../lib/url-attribute-rule';

/**
 * The fast path where same-origin server HTML becomes DOM (DESIGN §9): WooCommerce fragments and
 * the `html` fields of our own shop's answers. HTML from a third party (marketplace reviews,
 * cross-sell, search results) goes through ./untrusted-html.ts (DOMPurify) instead.
 *
 * The HTML is parsed in an inert <template> and cleaned there, then imported: it is never
 * serialised and parsed again, so mutation-XSS tricks have no second parse to play on. Elements
 * that run or load code go, inline handlers go, and every URL attribute (SVG animation values
 * included) is judged by the URL parser (./url-attribute-rule.ts).
 */
export { HtmlRefusedError } from './trusted-types';

const DANGEROUS_ELEMENTS = 'script, iframe[srcdoc], object, embed, applet, base, meta, frame, frameset, portal, link[rel~="import" i]';
const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform']);

function cleanAttributes(el: Element, base: string): boolean {
  for (const attr of Array.from(el.attributes)) {
    const name = attr.name.toLowerCase();
    if (name.startsWith('on') || isUnsafeUrlAttribute(name, attr.value, base)) el.removeAttribute(attr.name);
  }
  return !ANIMATIONS.has(el.localName.toLowerCase()) || isSafeAnimation((n) => el.getAttribute(n), base);
}

export function sanitizeFragment(root: DocumentFragment | Element, base = location.href): void {
  root.querySelectorAll(DANGEROUS_ELEMENTS).forEach((el) => el.remove());
  root.querySelectorAll('*').forEach((el) => {
    if (!cleanAttributes(el, base)) el.remove();
  });
  // Nested templates keep their own inert content: clean it as well (it may be cloned later).
  root.querySelectorAll('template').forEach((inner) => sanitizeFragment((inner as HTMLTemplateElement).content, base));
}

/** Parses server HTML into a sanitised, detached fragment; throws HtmlRefusedError under a refusing CSP. */
export function htmlToFragment(html: string, doc: Document = document): DocumentFragment {
  const fragment = parseInert(html, doc);
  sanitizeFragment(fragment, doc.location?.href ?? location.href);
  return doc.importNode(fragment, true);
}

/** Replaces the children of `target` with the server HTML. */
export function setHtml(target: Element, html: string): void {
  target.replaceChildren(htmlToFragment(html, target.ownerDocument));
}

/**
 * Replaces `target` itself with the server HTML (a fragment's key is a selector of the element
 * its HTML replaces). Returns the new elements (the top-level ones).
 */
export function replaceWithHtml(target: Element, html: string): Element[] {
  const fragment = htmlToFragment(html, target.ownerDocument);
  const added = Array.from(fragment.children);
  target.replaceWith(fragment);
  return added;
}
