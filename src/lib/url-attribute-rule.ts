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
