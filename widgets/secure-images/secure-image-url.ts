/**
 * Marketplace images printed with an insecure URL (`//…` or `http://…` on the marketplace's
 * image hosts) are switched to https (SPEC §9), so an https page shows them without a
 * mixed-content warning. Other URLs are left alone.
 */
const MARKETPLACE_IMAGE_HOST = /^(?:https?:)?\/\/([a-z0-9-]+\.)*(ssl-images-amazon|images-amazon|media-amazon)\.com\//i;

export function secureImageUrl(url: string): string {
  const trimmed = url.trim();
  if (!MARKETPLACE_IMAGE_HOST.test(trimmed)) return url;
  return trimmed.replace(/^(?:http:)?\/\//i, 'https://');
}

/** The same for every candidate of a srcset ('url 1x, url 2x'). */
export const secureSrcset = (srcset: string): string =>
  srcset
    .split(',')
    .map((candidate) => candidate.replace(/^(\s*)(\S+)/, (_, space: string, url: string) => space + secureImageUrl(url)))
    .join(',');

/** Switches one image's src and srcset to https where they are insecure marketplace URLs. */
export function secureImage(el: Element): void {
  const src = el.getAttribute('src');
  if (src && secureImageUrl(src) !== src) el.setAttribute('src', secureImageUrl(src));
  const srcset = el.getAttribute('srcset');
  if (srcset && secureSrcset(srcset) !== srcset) el.setAttribute('srcset', secureSrcset(srcset));
}

/** The scanner's name for it: run on each image the scan finds (contract.ts). */
export { secureImage as connect };
