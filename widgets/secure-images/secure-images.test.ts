import { describe, expect, it, vi } from 'vitest';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';

describe('insecure marketplace images', () => {
  it('switches images present at load and added later to https, with no timer', async () => {
    await loadPage('/shop/');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img id="a" alt="" src="//images-na.ssl-images-amazon.com/images/I/41a.jpg" srcset="http://m.media-amazon.com/images/I/41a.jpg 2x">' +
        '<picture><source id="s" srcset="//m.media-amazon.com/images/I/41s.webp 1x"><img alt="" src="/own.jpg"></picture>' +
        // Only its srcset is the marketplace's.
        '<img id="c" alt="" src="/own-small.jpg" srcset="http://m.media-amazon.com/images/I/41c.jpg 2x">',
    );
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    startWidgets();
    await vi.waitFor(() => expect(document.getElementById('a')!.getAttribute('src')).toBe('https://images-na.ssl-images-amazon.com/images/I/41a.jpg'));
    expect(document.getElementById('a')!.getAttribute('srcset')).toBe('https://m.media-amazon.com/images/I/41a.jpg 2x');
    expect(document.getElementById('s')!.getAttribute('srcset')).toBe('https://m.media-amazon.com/images/I/41s.webp 1x');
    expect(document.getElementById('c')!.getAttribute('srcset')).toBe('https://m.media-amazon.com/images/I/41c.jpg 2x');

    const later = document.createElement('div');
    later.innerHTML = '<p><img id="b" alt="" src="http://ecx.images-amazon.com/images/I/51b.jpg"></p>';
    document.body.append(later);
    await settle(); // the scanner's MutationObserver hands the new image over
    await vi.waitFor(() => expect(document.getElementById('b')!.getAttribute('src')).toBe('https://ecx.images-amazon.com/images/I/51b.jpg'));
    expect(setIntervalSpy).not.toHaveBeenCalled();
  });

  it('leaves the shop’s own images alone', async () => {
    await loadPage('/shop/');
    const before = Array.from(document.images).map((img) => img.getAttribute('src'));
    startWidgets();
    expect(Array.from(document.images).map((img) => img.getAttribute('src'))).toEqual(before);
  });
});
