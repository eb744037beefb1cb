import { describe, expect, it } from 'vitest';
import { affiliateIdFor, productLink } from './marketplace-link';
import { flagClass } from './country-status';

const ids = {
  main_aff_id: 'groenemaaier-21',
  aff_ids: [
    { country: 'de', aff_id: 'groenemaaier-de-21' },
    { country: 'co.uk', aff_id: 'groenemaaier-uk-21' },
  ],
};

describe('marketplace product links', () => {
  it('uses the country affiliate id when the shop has one', () => {
    expect(productLink('de', 'B0GL36V460', ids)).toBe('https://www.amazon.de/dp/B0GL36V460/?tag=groenemaaier-de-21');
    expect(productLink('co.uk', 'B0GL36V460', ids)).toBe('https://www.amazon.co.uk/dp/B0GL36V460/?tag=groenemaaier-uk-21');
  });

  it('falls back to main_aff_id for a country without its own id', () => {
    expect(affiliateIdFor('fr', ids)).toBe('groenemaaier-21');
    expect(productLink('fr', 'B0GL36V460', ids)).toBe('https://www.amazon.fr/dp/B0GL36V460/?tag=groenemaaier-21');
  });

  it('encodes the asin and the tag so data cannot change the link', () => {
    expect(productLink('nl', 'A/B?x', { main_aff_id: 'a&b', aff_ids: [] })).toBe('https://www.amazon.nl/dp/A%2FB%3Fx/?tag=a%26b');
  });

  it('names flags as WooZone does and draws them as emoji', () => {
    expect(flagClass('co.uk')).toBe('co-uk');
    expect(flagClass('com')).toBe('com');
  });
});
