import { describe, expect, it } from 'vitest';
import { panelAnswer, parseCompareItems, readCompareHtml, toggleAnswer } from './compare';

describe('comparison answers', () => {
  it('reads compare_html from JSON, from a JSON string holding JSON, and nothing else', () => {
    expect(readCompareHtml({ compare_html: '<p>a</p>' })).toBe('<p>a</p>');
    expect(readCompareHtml('{"compare_html":"<p>b</p>"}')).toBe('<p>b</p>');
    expect(readCompareHtml(JSON.stringify(JSON.stringify({ compare_html: '' })))).toBe('');
    expect(readCompareHtml('<!doctype html><p>Onderhoud</p>')).toBeNull();
    expect(readCompareHtml({ compare_html: 42 })).toBeNull();
    expect(readCompareHtml({ fragments: 'nee' })).toBeNull();
    expect(readCompareHtml(undefined)).toBeNull();
    expect(readCompareHtml('')).toBeNull();
  });

  it("takes the bar's items from the theme's item markup, with only safe urls", () => {
    const items = parseCompareItems(
      `<div class="re-compare-item compare-item-7" data-compareid="7"><i class="re-compare-new-close"></i><div class="re-compare-img"><a href="/product/a/"><img src="https://cdn.example.com/a.png" alt="A"></a></div><div class="re-compare-title"><a href="/product/a/">  Maaier   A </a></div></div>` +
        `<div class="re-compare-item compare-item-8" data-compareid="8"><div class="re-compare-title"><a href="javascript:alert(1)">B<script>x()</script></a></div><img src="data:image/png;base64,AA" alt=""></div>`,
    );
    expect(items).toEqual([
      { id: '7', title: 'Maaier A', url: `${location.origin}/product/a/`, image: 'https://cdn.example.com/a.png' },
      { id: '8', title: 'B', url: null, image: null },
    ]);
  });

  it('takes re_compare_panel as PHP prints it: ids as numbers or strings, an empty map as [], counts as digits', () => {
    const answer = { pageids: [9001, '9002'], content: [], comparing: { 9001: '101,102', 9002: '' }, count: { 9001: '2', 9002: 0 }, total_count: 2 };
    expect(panelAnswer.safeParse(answer)).toEqual({
      success: true,
      data: { pageids: ['9001', '9002'], content: [], comparing: { 9001: '101,102', 9002: '' } },
    });
    expect(panelAnswer.safeParse({ pageids: [9001] })).toEqual({ success: true, data: { pageids: ['9001'] } });
    for (const wrong of [
      {},
      { pageids: 'x' },
      { pageids: [true] },
      { pageids: [], content: [1] },
      { pageids: [], count: { 1: 'twee' } },
      { pageids: [], comparing: { 1: null } },
    ]) {
      expect(panelAnswer.safeParse(wrong).success).toBe(false);
    }
  });

  it('takes re_add_compare with a numeric page id, a missing or null content, and refuses other shapes', () => {
    expect(toggleAnswer.safeParse({ pageid: 9001, comparing: '101', count: '1', content: null })).toEqual({
      success: true,
      data: { pageid: '9001', comparing: '101', content: null },
    });
    for (const wrong of [{ pageid: 9001 }, { comparing: '1' }, { pageid: 9001, comparing: '1', content: 5 }, { pageid: 9001, comparing: '1', count: 'veel' }]) {
      expect(toggleAnswer.safeParse(wrong).success).toBe(false);
    }
  });
});
