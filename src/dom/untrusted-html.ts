import DOMPurify from 'dompurify';
import { htmlPolicy, htmlInsertionRefused } from './browser';
import { isUnsafeUrlAttribute } from './html';

/**
 * HTML from a third party — marketplace reviews and cross-sell (the marketplace, through the
 * affiliate plugin) and search results — goes through DOMPurify, a sanitiser kept up to date
 * against new browser parsing tricks (DESIGN §9). Only the widgets that show such HTML import
 * this module, so DOMPurify loads with them and never with the start-up code.
 *
 * On top of DOMPurify's own rules, every URL attribute passes our URL rule (the same one as the
 * fast path in ./html.ts), and the result is TrustedHTML of our one policy.
 */
const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  const base = node.ownerDocument?.location?.href ?? location.href;
  for (const attr of Array.from(node.attributes ?? [])) {
    if (isUnsafeUrlAttribute(attr.name.toLowerCase(), attr.value, base)) node.removeAttribute(attr.name);
  }
  // A link that opens a new tab must not hand the marketplace page a handle on ours.
  if (node.localName === 'a' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

/** Sanitised TrustedHTML (a string where the browser has no Trusted Types); null when the CSP refused our policy. */
export function sanitizeUntrusted(html: string): TrustedHTML | string | null {
  const policy = htmlPolicy();
  if (!policy && htmlInsertionRefused()) return null;
  return purify.sanitize(html, {
    RETURN_TRUSTED_TYPE: true,
    // Our policy, never DOMPurify's own 'dompurify' one, which a strict CSP does not allow.
    TRUSTED_TYPES_POLICY: (policy ?? null) as never,
    // Marketplace links open in a new tab as the plugin prints them (rel is set above).
    ADD_ATTR: ['target'],
  });
}

/** Replaces the children of `target` with the sanitised third-party HTML; false when it could not be inserted. */
export function setUntrustedHtml(target: Element, html: string): boolean {
  const clean = sanitizeUntrusted(html);
  if (clean === null) return false;
  (target as unknown as { innerHTML: unknown }).innerHTML = clean;
  return true;
}
