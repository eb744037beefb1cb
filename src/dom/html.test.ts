import { describe, expect, it } from 'vitest';
import { htmlToFragment, replaceWithHtml, setHtml } from './html';

describe('server HTML into the page', () => {
  it('never runs scripts, inline handlers or javascript: URLs from a response', () => {
    const fragment = htmlToFragment(
      '<div class="x" onclick="alert(1)"><script>window.pwned=1</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">a</a><a href="/cart/">b</a></div>',
    );
    const div = fragment.firstElementChild!;
    expect(div.querySelector('script')).toBeNull();
    expect(div.hasAttribute('onclick')).toBe(false);
    expect(div.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(div.querySelectorAll('a')[0]!.hasAttribute('href')).toBe(false);
    expect(div.querySelectorAll('a')[1]!.getAttribute('href')).toBe('/cart/');
  });

  it('replaces an element with the fragment HTML, or its children', () => {
    document.body.innerHTML = '<div id="a">old</div><div id="b">old</div>';
    const added = replaceWithHtml(document.getElementById('a')!, '<span class="rh-cart-count">3</span> <i>x</i>');
    expect(added.map((el) => el.outerHTML)).toEqual(['<span class="rh-cart-count">3</span>', '<i>x</i>']);
    expect(added[0]!.isConnected).toBe(true);
    setHtml(document.getElementById('b')!, '<em>nieuw</em>');
    expect(document.getElementById('b')!.innerHTML).toBe('<em>nieuw</em>');
  });
});
