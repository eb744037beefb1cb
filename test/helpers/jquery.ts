import jQueryFactory from 'jquery';

type JQ = typeof jQueryFactory;

/** Puts the real jQuery on the page, as WordPress does (window.jQuery), for interop tests. */
export function installJQuery(): JQ {
  const win = window as unknown as { jQuery?: JQ; $?: JQ };
  win.jQuery = jQueryFactory;
  win.$ = jQueryFactory;
  return jQueryFactory;
}

export function removeJQuery(): void {
  const win = window as unknown as { jQuery?: JQ; $?: JQ };
  win.jQuery?.(document.body).off();
  delete win.jQuery;
  delete win.$;
}
