import { parseInert } from '../../src/dom/trusted-types';

/**
 * Start-up code: what of an add's answer the page can show before the renderer's code comes
 * (widgets/add-to-cart/answer.ts, fetched beside the request; on a cold page it comes after the
 * answer). A fragment that is the element it replaces with other text only — the header's count
 * `<span class="rh-cart-count">2</span>` — needs no cleaning: its text is set at once. The
 * renderer later finds the page already showing that markup and leaves it (render.ts); anything
 * else (the mini-cart's list, links, images) waits for it.
 */
export function showTextChanges(fragments: Record<string, string>): void {
  for (const [selector, html] of Object.entries(fragments)) {
    try {
      const parsed = parseInert(html);
      const next = parsed.firstElementChild;
      if (!next || parsed.childNodes.length !== 1 || next.childElementCount) continue;
      const shell = (el: Element) => (el.cloneNode(false) as Element).outerHTML;
      for (const el of document.querySelectorAll(selector)) {
        if (!el.childElementCount && shell(el) === shell(next)) el.textContent = next.textContent;
      }
    } catch {
      // A key the browser cannot parse, or a page that refuses our HTML policy: the renderer's to judge.
    }
  }
}
