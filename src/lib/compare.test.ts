import { describe, expect, it } from 'vitest';
import { comparisonBlocker, comparisonUrl, differentRows, parseIds } from './compare';
import { lazyMessages } from '../i18n/messages-lazy';
import nl from '../i18n/languages/shop-widgets-nl_NL.json';

/** A message as the Dutch shop shows it (the nl_NL catalogue's translation of its source). */
const dutch = (id: keyof typeof lazyMessages) => (nl.locale_data.messages as Record<string, unknown>)[lazyMessages[id]] as string[];
import { COMPARE_ERROR_DISPLAY_MS, COMPARE_SEARCH_DELAY_MS, COMPARE_SEARCH_OVERFLOW_BELOW_HEIGHT_PX } from '../config/constants';

describe('comparison rules', () => {
  it('blocks an empty group and a group of one with the spec messages', () => {
    expect(dutch(comparisonBlocker(0)!)).toEqual(['Voeg items toe aan deze vergelijking groep of kies geen lege groep']);
    expect(dutch(comparisonBlocker(1)!)).toEqual(['Voeg meer items toe om te vergelijken']);
    expect(comparisonBlocker(2)).toBeNull();
    expect(comparisonBlocker(7)).toBeNull();
  });

  it('has the spec timings: errors shown 4.5 s, search 100 ms after typing, overflow under 700 px', () => {
    expect(COMPARE_ERROR_DISPLAY_MS).toBe(4500);
    expect(COMPARE_SEARCH_DELAY_MS).toBe(100);
    expect(COMPARE_SEARCH_OVERFLOW_BELOW_HEIGHT_PX).toBe(700);
  });

  it('builds {compare page url}?compareids={ids} with literal commas', () => {
    expect(comparisonUrl('/vergelijken/grasmaaiers/', ['101', '102', '103'])).toBe('/vergelijken/grasmaaiers/?compareids=101,102,103');
    expect(comparisonUrl('https://shop.nl/vergelijken/', ['5'])).toBe('https://shop.nl/vergelijken/?compareids=5');
  });

  it('replaces an existing compareids and keeps other parameters and the hash', () => {
    expect(comparisonUrl('/vergelijken/?compareids=1,2&lang=nl#chart', ['2'])).toBe('/vergelijken/?lang=nl&compareids=2#chart');
    expect(comparisonUrl('/vergelijken/?compareids=1,2', [])).toBe('/vergelijken/');
  });

  it('reads comma-separated id lists as the theme prints them', () => {
    expect(parseIds('101, 102,,103')).toEqual(['101', '102', '103']);
    expect(parseIds('')).toEqual([]);
    expect(parseIds(7)).toEqual(['7']);
    expect(parseIds(undefined)).toEqual([]);
  });

  it('marks a row different when any item differs from the first', () => {
    const columns = [
      ['img-a', '46 cm', '18V', '21 kg'],
      ['img-b', '46 cm', '36V', '21 kg'],
      ['img-c', '46 cm', '18V', '9 kg'],
    ];
    expect(differentRows(columns)).toEqual([true, false, true, true]);
  });

  it('finds no differences with one item, and treats a missing cell as different', () => {
    expect(differentRows([['a', 'b']])).toEqual([false, false]);
    expect(differentRows([['a', 'b'], ['a']])).toEqual([false, true]);
    expect(differentRows([])).toEqual([]);
  });
});
