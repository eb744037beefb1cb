import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { focusablesIn, openLayer, openLayerCount, type Layer } from './focus-model';

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const inert = (selector: string) => $(selector).hasAttribute('inert');
/** Every element of the page a keyboard can still reach outside `dialog`. */
const reachableOutside = (dialog: Element) =>
  focusablesIn(document.body)
    .filter((el) => !dialog.contains(el) && !el.closest('[inert]'))
    .map((el) => el.id || el.className);

const PAGE = `
<div class="rh-outer-wrap">
  <header id="header"><button id="opener">Menu</button><a id="cart" href="/cart/">Winkelwagen</a></header>
  <main id="main"><p id="text">Tekst</p><div id="page-inert" inert><button id="old">Oud</button></div></main>
</div>
<div id="chrome">
  <div id="drawer" role="dialog" aria-modal="true" aria-label="Menu">
    <button id="close">Sluiten</button><a id="link" href="/winkel/">Winkel</a><div hidden><a id="hidden-link" href="/x">x</a></div><a id="last" href="/b/">b</a>
  </div>
  <div id="drawer-neighbour"><a id="neighbour" href="/n/">n</a></div>
</div>
<div id="overlay"></div>
<div class="widget_shopping_cart_live_region" role="status"></div>
<div id="toasts" role="status" aria-live="polite"><span>Toegevoegd</span><button id="toast-close">×</button></div>
<script id="config">var x = 1;</script>`;

let layers: Layer[] = [];
function open(options: Partial<Parameters<typeof openLayer>[0]> = {}) {
  const onEscape = vi.fn();
  const layer = openLayer({ dialog: $('#drawer'), onEscape, ...options });
  layers.push(layer);
  return { layer, onEscape };
}

afterEach(() => {
  layers.forEach((layer) => layer.release({ restoreFocus: false }));
  layers = [];
  expect(openLayerCount()).toBe(0);
});

describe('the focus model: given a page with a closed drawer', () => {
  it('when the drawer opens from its trigger: the siblings up the tree are inert, the drawer and its ancestors are not, focus is on its first control', () => {
    document.body.innerHTML = PAGE;
    $('#opener').focus();
    open();
    expect(inert('.rh-outer-wrap')).toBe(true);
    expect(inert('#drawer-neighbour')).toBe(true);
    expect(inert('#overlay')).toBe(true);
    expect(inert('#drawer')).toBe(false);
    expect(inert('#chrome')).toBe(false);
    expect(inert('#config')).toBe(false); // scripts render nothing: left untouched
    expect(document.activeElement?.id).toBe('close');
    expect(reachableOutside($('#drawer'))).toEqual([]);
  });

  it('with afterPaint: the drawer opens at once, Esc works at once, the page goes inert and focus moves in after the next frame', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    try {
      document.body.innerHTML = PAGE;
      $('#opener').focus();
      const { onEscape } = open({ afterPaint: true });
      expect(inert('.rh-outer-wrap')).toBe(false);
      expect(document.activeElement?.id).toBe('opener');
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      expect(onEscape).toHaveBeenCalledTimes(1);
      frames.splice(0).forEach((cb) => cb(0)); // the frame is painted
      vi.advanceTimersByTime(0);
      expect(inert('.rh-outer-wrap')).toBe(true);
      expect(document.activeElement?.id).toBe('close');
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('with afterPaint, closed before the frame: the page never goes inert', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => frames.splice(0));
    try {
      document.body.innerHTML = PAGE;
      $('#opener').focus();
      open({ afterPaint: true }).layer.release();
      layers.pop();
      frames.splice(0).forEach((cb) => cb(0));
      vi.advanceTimersByTime(0);
      expect(Array.from(document.querySelectorAll('[inert]'), (el) => el.id)).toEqual(['page-inert']); // the page's own
      expect(document.activeElement?.id).toBe('opener');
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('after it closes: exactly what it made inert is live again, what the page had made inert stays inert, focus is back on the opener', () => {
    document.body.innerHTML = PAGE;
    const before = Array.from(document.querySelectorAll('[inert]'));
    $('#opener').focus();
    const { layer } = open();
    layer.release();
    expect(Array.from(document.querySelectorAll('[inert]'))).toEqual(before);
    expect(inert('#page-inert')).toBe(true);
    expect(document.activeElement?.id).toBe('opener');
  });

  it('keeps live regions outside the inert set (the announcer and the toast stack are still heard), but their controls are inert', async () => {
    document.body.innerHTML = PAGE;
    open();
    expect(inert('.widget_shopping_cart_live_region')).toBe(false);
    expect(inert('#toasts')).toBe(false);
    expect(inert('#toast-close')).toBe(true);
    // A live region that appears while the drawer is open (the first toast) is kept too.
    const root = document.createElement('div');
    root.id = 'late-root';
    document.body.append(root);
    await Promise.resolve();
    expect(inert('#late-root')).toBe(true);
    root.innerHTML = '<div id="late-toasts" role="status"><span>Toegevoegd aan winkelwagen</span><button id="late-close">×</button></div>';
    await vi.waitFor(() => expect(inert('#late-root')).toBe(false));
    expect(inert('#late-close')).toBe(true);
    expect(reachableOutside($('#drawer'))).toEqual([]);
  });

  it('keeps its backdrop or overlay live (a click on it closes the drawer)', () => {
    document.body.innerHTML = PAGE;
    open({ alsoLive: [$('#overlay')] });
    expect(inert('#overlay')).toBe(false);
    expect(inert('.rh-outer-wrap')).toBe(true);
  });

  it('Tab and Shift+Tab wrap inside (skipping hidden parts), focus that lands outside is brought back', () => {
    document.body.innerHTML = PAGE;
    open();
    $('#last').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement?.id).toBe('close');
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.id).toBe('last');
    // Tab from the dialog itself (focused when it had nothing else) goes to its first control.
    $('#drawer').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement?.id).toBe('close');
    $('#cart').focus();
    expect(document.activeElement?.id).toBe('close');
  });

  it('Esc calls onEscape once; an Esc a control inside already used does not', () => {
    document.body.innerHTML = PAGE;
    const { onEscape } = open();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    $('#link').addEventListener('keydown', (event) => event.preventDefault());
    $('#link').focus();
    fireEvent.keyDown($('#link'), { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('focuses what initialFocus names, else the dialog itself when it holds nothing focusable', () => {
    document.body.innerHTML = PAGE;
    const first = open({ initialFocus: () => $('#link') });
    expect(document.activeElement?.id).toBe('link');
    first.layer.release({ restoreFocus: false });
    $('#drawer').replaceChildren('Laden…');
    open();
    expect(document.activeElement?.id).toBe('drawer');
    expect($('#drawer').tabIndex).toBe(-1);
  });

  it("leaves the page live when the open dialog's markup is taken out of the page", async () => {
    document.body.innerHTML = PAGE;
    open();
    expect(inert('.rh-outer-wrap')).toBe(true);
    $('#chrome').remove();
    await vi.waitFor(() => expect(inert('.rh-outer-wrap')).toBe(false));
    expect(openLayerCount()).toBe(0);
    // Nothing holds the keyboard any more: Tab and Esc are the page's again.
    $('#cart').focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    $('#cart').dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    expect(document.activeElement?.id).toBe('cart');
  });

  it('release({ restoreFocus: false }) leaves focus alone (another drawer takes over)', () => {
    document.body.innerHTML = PAGE;
    $('#opener').focus();
    const { layer } = open();
    layer.release({ restoreFocus: false });
    expect(document.activeElement?.id).not.toBe('opener');
  });
});

describe('the focus model: given a pop-up opened from inside an open drawer', () => {
  function openBoth() {
    document.body.innerHTML = `${PAGE}<div id="portal"><div id="popup" role="dialog" aria-label="Inloggen"><input id="email"></div></div>`;
    $('#opener').focus();
    const drawer = open();
    $('#link').focus();
    const popup = open({ dialog: $('#popup') });
    return { drawer, popup };
  }

  it('the drawer is behind the pop-up: inert, and Esc closes only the pop-up', () => {
    const { drawer, popup } = openBoth();
    expect(document.activeElement?.id).toBe('email');
    expect(inert('#chrome')).toBe(true);
    expect(inert('.rh-outer-wrap')).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(popup.onEscape).toHaveBeenCalledTimes(1);
    expect(drawer.onEscape).not.toHaveBeenCalled();
  });

  it('closing the pop-up returns focus to its opener in the drawer, which is live and on top again', () => {
    const { popup } = openBoth();
    popup.layer.release();
    expect(inert('#chrome')).toBe(false);
    expect(inert('#portal')).toBe(true);
    expect(document.activeElement?.id).toBe('link');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(popup.onEscape).not.toHaveBeenCalled();
  });

  it('closing the drawer first keeps the page inert behind the pop-up; closing the pop-up then restores all and focus goes to the drawer opener', () => {
    const { drawer, popup } = openBoth();
    drawer.layer.release();
    expect(document.activeElement?.id).toBe('email'); // a layer closed underneath does not move focus
    expect(inert('.rh-outer-wrap')).toBe(true);
    $('#drawer').remove(); // the drawer's markup is gone with it: its opener is next in line
    popup.layer.release();
    expect(document.querySelectorAll('[inert]').length).toBe(1); // the page's own
    expect(document.activeElement?.id).toBe('opener');
  });
});
