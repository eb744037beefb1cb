import { describe, expect, it } from 'vitest';
import { secureImageUrl, secureSrcset } from './secure-image-url';

describe('insecure marketplace image URLs', () => {
  it('switches protocol-relative and http marketplace images to https', () => {
    expect(secureImageUrl('//images-na.ssl-images-amazon.com/images/I/41x.jpg')).toBe('https://images-na.ssl-images-amazon.com/images/I/41x.jpg');
    expect(secureImageUrl('http://ecx.images-amazon.com/images/I/51y.jpg')).toBe('https://ecx.images-amazon.com/images/I/51y.jpg');
    expect(secureImageUrl('http://m.media-amazon.com/images/I/61z.jpg')).toBe('https://m.media-amazon.com/images/I/61z.jpg');
  });

  it('leaves https and other hosts alone', () => {
    expect(secureImageUrl('https://m.media-amazon.com/images/I/61z.jpg')).toBe('https://m.media-amazon.com/images/I/61z.jpg');
    expect(secureImageUrl('http://example.com/ssl-images-amazon.com/x.jpg')).toBe('http://example.com/ssl-images-amazon.com/x.jpg');
    expect(secureImageUrl('/demo-assets/product-101.svg')).toBe('/demo-assets/product-101.svg');
  });

  it('rewrites every candidate of a srcset', () => {
    expect(secureSrcset('//m.media-amazon.com/a.jpg 1x, http://m.media-amazon.com/b.jpg 2x')).toBe(
      'https://m.media-amazon.com/a.jpg 1x, https://m.media-amazon.com/b.jpg 2x',
    );
  });
});
