import { describe, expect, it } from 'vitest';
import { sharePopupFeatures, sharePopupSize, shareUrl } from './share';

describe('share pop-ups', () => {
  it('are 750×320 for pinterest, 600×250 for twitter and 600×300 for the others', () => {
    expect(sharePopupSize('pinterest')).toEqual({ width: 750, height: 320 });
    expect(sharePopupSize('twitter')).toEqual({ width: 600, height: 250 });
    expect(sharePopupSize('facebook')).toEqual({ width: 600, height: 300 });
    expect(sharePopupSize('whatsapp')).toEqual({ width: 600, height: 300 });
  });

  it('are centred on the window', () => {
    expect(sharePopupFeatures('twitter', { left: 100, top: 50, width: 1400, height: 850 })).toBe(
      'width=600,height=250,left=500,top=350,scrollbars=yes,resizable=yes',
    );
  });

  it('fill the page url and title, encoded', () => {
    expect(shareUrl('https://twitter.com/share?url={url}&text={title}', 'https://shop.test/deals/?a=1&b=2', 'Deals & kortingen')).toBe(
      'https://twitter.com/share?url=https%3A%2F%2Fshop.test%2Fdeals%2F%3Fa%3D1%26b%3D2&text=Deals%20%26%20kortingen',
    );
  });
});
