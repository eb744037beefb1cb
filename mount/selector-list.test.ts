import { describe, expect, it, vi } from 'vitest';
import { elementsForEach, elementsIn } from '../src/dom/hooks';

describe('selector lists', () => {
  it('finds every match of a list once, in document order, root included', () => {
    document.body.innerHTML = '<div id="root" class="b"><p class="a" id="p1"></p><span class="b a" id="s1"></span><p class="b" id="p2"></p></div>';
    const root = document.getElementById('root')!;
    expect(elementsIn(document, '.a, .b').map((el) => el.id)).toEqual(['root', 'p1', 's1', 'p2']);
    expect(elementsIn(root, '.b, .a').map((el) => el.id)).toEqual(['root', 'p1', 's1', 'p2']);
    expect(elementsIn(root, 'p').map((el) => el.id)).toEqual(['p1', 'p2']);
  });

  it('answers several lists, each in document order, root included', () => {
    document.body.innerHTML =
      '<div id="root" class="b"><p class="a" id="p1"></p><img id="i1" src="/x-amazon.jpg"><span class="b a" id="s1"></span><p id="p2" data-x></p></div>';
    const root = document.getElementById('root')!;
    const queries = vi.spyOn(root, 'querySelectorAll');
    const found = elementsForEach(root, ['.a', '#p2[data-x], .b', 'img[src*="amazon"]', '#nowhere', 'body.logged-in .a']);
    expect(queries.mock.calls.map(([selector]) => selector)).toEqual(['.a', '#p2[data-x], .b', 'img[src*="amazon"]', '#nowhere', 'body.logged-in .a']);
    expect(found.map((list) => list.map((el) => el.id))).toEqual([['p1', 's1'], ['root', 's1', 'p2'], ['i1'], [], []]);
    document.body.className = 'logged-in';
    expect(elementsIn(root, 'body.logged-in .a').map((el) => el.id)).toEqual(['p1', 's1']);
    document.body.className = '';
  });

  it('answers no lists with no query (an answer without fragments, or none the browser can parse)', () => {
    const queries = vi.spyOn(document, 'querySelectorAll');
    expect(elementsForEach(document, [])).toEqual([]);
    expect(queries).not.toHaveBeenCalled();
  });
});
