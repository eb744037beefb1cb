import { parseInert } from './browser';

/**
 * Which URL values may stay in HTML we insert (DESIGN §9: the URL parser judges, never a
 * pattern). The browser's own parser reads `java&#9;script:`, `&#1;javascript:` or
 * ` JaVaScRiPt:` as `javascript:`, so only what `new URL()` says counts.
 */

/** Attributes whose value the browser loads or navigates to. */
export const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'poster',
  'background',
  'data',
  'codebase',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'ping',
  'manifest',
  'icon',
]);

/** Attributes holding several URLs: `srcset` (comma-separated candidates). */
export const URL_LIST_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** Raster images inline: WooCommerce placeholders and lazy-load stubs use them; never SVG or HTML. */
const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);/i;

export function isSafeUrl(value: string, base: string): boolean {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return false;
  }
  if (SAFE_PROTOCOLS.has(url.protocol)) return true;
  return url.protocol === 'data:' && INLINE_IMAGE.test(url.href);
}

/** A srcset: each candidate's URL is the text before its optional descriptor. */
export function isSafeUrlList(value: string, base: string): boolean {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .every((url) => url === '' || isSafeUrl(url, base));
}

/** Whether an attribute (lower-case name) holds a URL the rule refuses. */
export function isUnsafeUrlAttribute(name: string, value: string, base: string): boolean {
  if (URL_ATTRIBUTES.has(name)) return !isSafeUrl(value.trim(), base);
  if (URL_LIST_ATTRIBUTES.has(name)) return !isSafeUrlList(value, base);
  return false;
}

/**
 * SVG `<animate>` / `<set>` can write any attribute of their target (`attributeName="href"
 * values="javascript:…"`): an animation of an event handler is never allowed, one of a URL
 * attribute only when every value it can set (`values` split on `;`, `from`, `to`, `by`) passes.
 */
export function isSafeAnimation(attributes: (name: string) => string | null, base: string): boolean {
  const target = (attributes('attributeName') ?? '').trim().toLowerCase();
  if (target.startsWith('on')) return false;
  if (!URL_ATTRIBUTES.has(target) && !URL_ATTRIBUTES.has(target.replace(/^xlink:/, ''))) return true;
  const values = [...(attributes('values') ?? '').split(';'), attributes('from'), attributes('to'), attributes('by')];
  return values.every((value) => value == null || value.trim() === '' || isSafeUrl(value.trim(), base));
}

/**
 * The fast path where same-origin server HTML becomes DOM (DESIGN §9): WooCommerce fragments and
 * the `html` fields of our own shop's answers. HTML from a third party (marketplace reviews,
 * cross-sell, search results) goes through ./untrusted-html.ts (DOMPurify) instead.
 *
 * The HTML is parsed in an inert <template> and cleaned there, then imported: it is never
 * serialised and parsed again, so mutation-XSS tricks have no second parse to play on. Elements
 * that run or load code go, inline handlers go, and every URL attribute (SVG animation values
 * included) is judged by the URL parser.
 */
export { HtmlRefusedError } from './browser';

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
