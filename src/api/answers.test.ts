import { describe, expect, it } from 'vitest';
import { authResponseSchema, hotCountSchema, quickViewSchema } from './account';
import { dismissAnswer } from './coming-soon';
import { liveSearchAnswer } from './live-search';
import { loadMoreAnswer } from './load-more';
import { beforeCheckoutSchema, crossSellSchema, emptyCacheSchema, syncSchema } from './marketplace';

// The answers once checked with zod, now by hand (src/api/http.ts): what each accepts as the
// server sends it, and what it refuses.
const refuses = (validator: { safeParse(value: unknown): { success: boolean } }, ...answers: unknown[]) =>
  answers.forEach((answer) => expect(validator.safeParse(answer).success, JSON.stringify(answer)).toBe(false));

describe('answers checked by hand', () => {
  it('login / register / reset: message, error as PHP prints it, an optional redirect', () => {
    expect(authResponseSchema.safeParse({ message: 'Welkom', error: '1', redirecturl: '/account/' })).toEqual({
      success: true,
      data: { message: 'Welkom', error: true, redirecturl: '/account/' },
    });
    expect(authResponseSchema.safeParse({ message: 'Fout', error: 0, redirecturl: null })).toEqual({
      success: true,
      data: { message: 'Fout', error: false, redirecturl: null },
    });
    expect(authResponseSchema.safeParse({ message: 'Ok', error: false })).toEqual({ success: true, data: { message: 'Ok', error: false } });
    refuses(authResponseSchema, { error: false }, { message: 'x', error: null }, { message: 'x', error: false, redirecturl: 5 }, '<html>');
  });

  it('quick view: success with some html; the hot count: a number or digits', () => {
    expect(quickViewSchema.safeParse({ success: true, data: { html: '<div></div>' } })).toEqual({
      success: true,
      data: { success: true, data: { html: '<div></div>' } },
    });
    refuses(quickViewSchema, { success: true, data: { html: '' } }, { success: false, data: { html: '<p>' } }, { success: true });
    expect(hotCountSchema.safeParse(' 12 ')).toEqual({ success: true, data: 12 });
    expect(hotCountSchema.safeParse(-3)).toEqual({ success: true, data: -3 });
    refuses(hotCountSchema, 'twelve', '', null, {});
  });

  it('coming-soon dismiss: the user with a numeric id; load more: a fragment or "fail"', () => {
    expect(dismissAnswer.safeParse({ id: 7, name: 'x' }).success).toBe(true);
    refuses(dismissAnswer, { id: '7' }, [], null);
    expect(loadMoreAnswer.safeParse(' fail ')).toEqual({ success: true, data: ' fail ' });
    expect(loadMoreAnswer.safeParse('<article></article>').success).toBe(true);
    refuses(loadMoreAnswer, '<!DOCTYPE html><html>', '<html>', '{"a":1}', '', { html: '<p>' });
  });

  it('live search: results html and the query, the total as PHP prints it', () => {
    expect(liveSearchAnswer.safeParse({ re_data: '<div>', re_search_query: 'accu', re_total_inlist: '5' })).toEqual({
      success: true,
      data: { re_data: '<div>', re_search_query: 'accu', re_total_inlist: 5 },
    });
    expect(liveSearchAnswer.safeParse({ re_data: '', re_search_query: 'x' })).toEqual({ success: true, data: { re_data: '', re_search_query: 'x' } });
    refuses(liveSearchAnswer, { re_data: '<div>' }, { re_data: 1, re_search_query: 'x' }, { re_data: '', re_search_query: 'x', re_total_inlist: 'veel' });
  });

  it('marketplace: status answers with their strings; before checkout as JSON or a bare status word', () => {
    expect(crossSellSchema.safeParse({ status: 'valid', html: '<ul>', extra: 1 })).toEqual({ success: true, data: { status: 'valid', html: '<ul>' } });
    refuses(crossSellSchema, { status: 'valid' }, { status: 'valid', html: '<ul>', debug: 3 }, { html: '<ul>' });
    expect(emptyCacheSchema.safeParse({ status: 'valid' })).toEqual({ success: true, data: { status: 'valid' } });
    expect(syncSchema.safeParse({ status: 'valid', do_refresh: 'yes' })).toEqual({ success: true, data: { status: 'valid', do_refresh: 'yes' } });
    refuses(syncSchema, { status: 'valid', html: false }, { status: 1 });
    expect(beforeCheckoutSchema.safeParse({ status: 'email_exists' })).toEqual({ success: true, data: 'email_exists' });
    expect(beforeCheckoutSchema.safeParse('success')).toEqual({ success: true, data: 'success' });
    refuses(beforeCheckoutSchema, '<html>', { status: 2 }, 'Fatal error: x');
  });
});
