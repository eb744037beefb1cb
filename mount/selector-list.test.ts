import { describe, expect, it } from 'vitest';
import { elementsForEach, elementsIn, selectorParts } from './selector-list';

describe('selector lists', () => {
  it('splits at top-level commas only', () => {
    expect(selectorParts('a, b:is(c, d) > e, [data-x="1,2"], f[title=\'x,y\']')).toEqual(['a', 'b:is(c, d) > e', '[data-x="1,2"]', "f[title='x,y']"]);
    expect(selectorParts('.one')).toEqual(['.one']);
  });

  it('finds every match of a list once, in document order, root included', () => {
    document.body.innerHTML = '<div id="root" class="b"><p class="a" id="p1"></p><span class="b a" id="s1"></span><p class="b" id="p2"></p></div>';
    const root = document.getElementById('root')!;
    expect(elementsIn(document, '.a, .b').map((el) => el.id)).toEqual(['root', 'p1', 's1', 'p2']);
    expect(elementsIn(root, '.b, .a').map((el) => el.id)).toEqual(['root', 'p1', 's1', 'p2']);
    expect(elementsIn(root, 'p').map((el) => el.id)).toEqual(['p1', 'p2']);
  });

  it('answers several lists with one walk: ids by id, each list in document order, root included', () => {
    document.body.innerHTML = '<div id="root" class="b"><p class="a" id="p1"></p><span class="b a" id="s1"></span><p id="p2" data-x></p></div>';
    const root = document.getElementById('root')!;
    const found = elementsForEach(root, ['.a', '#p2[data-x], .b', '#nowhere']);
    expect(found.map((list) => list.map((el) => el.id))).toEqual([['p1', 's1'], ['root', 's1', 'p2'], []]);
  });
});
