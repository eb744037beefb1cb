import { describe, expect, it } from 'vitest';
import { couponRevealUrl } from './coupon-url';

describe('coupon reveal url', () => {
  it('adds codeid to the current page', () => {
    expect(couponRevealUrl('https://shop.test/deals/?sort=new#top', { codeid: '42' })).toBe('https://shop.test/deals/?sort=new&codeid=42#top');
  });

  it('replaces any existing codeid or codetext', () => {
    expect(couponRevealUrl('https://shop.test/deals/?codeid=1&codetext=OLD&x=1', { codetext: 'NEW' })).toBe('https://shop.test/deals/?x=1&codetext=NEW');
  });

  it('encodes the code text', () => {
    expect(couponRevealUrl('https://shop.test/deals/', { codetext: 'TUIN 10%&x=<y>' })).toBe('https://shop.test/deals/?codetext=TUIN+10%25%26x%3D%3Cy%3E');
  });
});
