import { describe, expect, it } from 'vitest';
import { XSS_VECTORS } from '../../test/security/xss-corpus';
import { executableParts } from '../../test/security/executable-parts';
import { htmlToFragment, replaceWithHtml, setHtml } from './html';
import { setUntrustedHtml } from './untrusted-html';

/** Every way HTML from an answer reaches the page: the fast path (three entries) and DOMPurify. */
const PATHS: Record<string, (html: string) => ParentNode> = {
  'fast path: htmlToFragment (fragments, sync notice, country box)': (html) => htmlToFragment(html),
  'fast path: setHtml (cart panel, load more, quick view)': (html) => {
    const host = document.createElement('div');
    setHtml(host, html);
    return host;
  },
  'fast path: replaceWithHtml (cart fragments)': (html) => {
    const host = document.createElement('div');
    host.append(document.createElement('span'));
    replaceWithHtml(host.firstElementChild!, html);
    return host;
  },
  'DOMPurify: setUntrustedHtml (reviews, cross-sell, search results)': (html) => {
    const host = document.createElement('div');
    setUntrustedHtml(host, html);
    return host;
  },
};

describe('the XSS corpus through every HTML path', () => {
  it('holds at least 50 vectors, and the checker sees each of them unsanitised', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
    // Parsed as raw HTML, every vector shows something that runs (noscript/xmp/listing/textarea
    // vectors only bite after a second parse, which our paths never do).
    const raw = XSS_VECTORS.filter((vector) => {
      const template = document.createElement('template');
      template.innerHTML = vector;
      return executableParts(template.content, location.href).length > 0;
    });
    expect(raw.length).toBeGreaterThanOrEqual(50);
  });

  for (const [path, insert] of Object.entries(PATHS)) {
    it(`${path}: nothing that can run is left`, () => {
      const left = XSS_VECTORS.map((vector) => ({ vector, parts: executableParts(insert(vector), location.href) })).filter((r) => r.parts.length > 0);
      expect(left).toEqual([]);
    });
  }

  it('the fast path keeps what a shop fragment needs: same-site and mailto links, images, srcset, forms', () => {
    const host = document.createElement('div');
    setHtml(
      host,
      '<a href="/cart/">c</a><a href="mailto:a@b.nl">m</a><img src="/a.jpg" srcset="/a.jpg 1x, /a@2x.jpg 2x"><form action="/?add-to-cart=1"><button>+</button></form><svg><a href="/x"><animate attributeName="href" values="/a;/b"/></a></svg>',
    );
    expect(host.querySelector('a')!.getAttribute('href')).toBe('/cart/');
    expect(host.querySelectorAll('a')[1]!.getAttribute('href')).toBe('mailto:a@b.nl');
    expect(host.querySelector('img')!.getAttribute('srcset')).toBe('/a.jpg 1x, /a@2x.jpg 2x');
    expect(host.querySelector('form')!.getAttribute('action')).toBe('/?add-to-cart=1');
    expect(host.querySelector('animate')).not.toBeNull();
  });

  it('DOMPurify keeps review and cross-sell markup: links, images, checkboxes, data attributes', () => {
    const host = document.createElement('div');
    setUntrustedHtml(
      host,
      '<div class="cross-sell"><input type="checkbox" checked data-asin="B01" data-price="12.5"><a href="https://www.amazon.nl/dp/B01" target="_blank">Bekijk</a><img src="https://m.media-amazon.com/a.jpg" alt="a"></div>',
    );
    expect(host.querySelector('input')!.dataset.asin).toBe('B01');
    expect(host.querySelector('a')!.getAttribute('href')).toBe('https://www.amazon.nl/dp/B01');
    expect(host.querySelector('a')!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(host.querySelector('img')!.getAttribute('src')).toBe('https://m.media-amazon.com/a.jpg');
  });
});
