import { describe, expect, it } from 'vitest';
import { pageViewUpdate, quickSource, type TrafficInput } from './traffic-visit';
import { newSource } from './traffic-source';

const SHOP = 'https://www.groene-maaier.nl';
const returning = { current: 'typ=utm|||src=google', first: 'typ=utm|||src=google', session: 'pgs=2|||cpg=x', udata: 'vst=1|||uip=(none)|||uag=UA' };
const view = (url: string, referrer = '', cookies: TrafficInput['cookies'] = {}): TrafficInput => ({
  url: `${SHOP}${url}`,
  referrer,
  now: new Date('2026-05-01T10:00:00Z'),
  userAgent: 'UA',
  cookies,
});

describe('the landing capture without the source rules', () => {
  it('asks the rules for campaign parameters and referrers from another host', () => {
    expect(quickSource(view('/?utm_source=nieuwsbrief', '', returning))).toBe('rules');
    expect(quickSource(view('/?gclid=abc', '', returning))).toBe('rules');
    expect(quickSource(view('/', 'https://www.google.nl/', returning))).toBe('rules');
    // A subdomain of the shop asks too (the rules keep the current source there).
    expect(quickSource(view('/', 'https://blog.groene-maaier.nl/', returning))).toBe('rules');
  });

  it('decides a first direct visit (typein) and the next page of a visit itself, exactly as the rules do', () => {
    for (const input of [view('/shop/'), view('/cart/', `${SHOP}/shop/`, returning), view('/', '', returning)]) {
      const source = quickSource(input);
      expect(source).not.toBe('rules');
      expect(pageViewUpdate(input, source === 'rules' ? undefined : source)).toEqual(pageViewUpdate(input, newSource(input)));
    }
    expect(quickSource(view('/shop/'))).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)' });
    expect(quickSource(view('/cart/', `${SHOP}/shop/`, returning))).toBeUndefined();
  });

  it('counts the pages of the session and keeps the visit count within a session', () => {
    const update = pageViewUpdate(view('/cart/', `${SHOP}/shop/`, returning));
    expect(update.session).toBe(`pgs=3|||cpg=${SHOP}/cart/`);
    expect(update.udata).toBe('vst=1|||uip=(none)|||uag=UA');
    expect(update.current).toBe(returning.current);
  });
});
