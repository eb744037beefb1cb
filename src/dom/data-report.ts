import { log } from '../lib/log';
import { dispatchError } from '../events/widget-error';
import { fallbackOf, type DataDefault } from './hooks';

/** Elements and attributes already reported: a bad value is said once, not at every click. */
const reported = new WeakMap<Element, Set<string>>();

/** What a good value of a declaration looks like, in words. */
function expectedOf(declared: DataDefault): string {
  if (Array.isArray(declared)) return `one of ${declared.join(', ')}`;
  if (declared instanceof RegExp) return `text matching ${declared}`;
  if (typeof declared === 'number') return 'a number';
  if (typeof declared === 'boolean') return 'true or false';
  return 'text';
}

/**
 * The console error of a bad `data-*` value (./hooks.ts): ONE per element and attribute,
 * naming the widget, the element, the attribute, what was expected and the default used.
 */
export function reportBadValue(widget: string, el: Element, attribute: string, raw: string, declared: DataDefault): void {
  const said = reported.get(el) ?? new Set();
  if (said.has(attribute)) return;
  said.add(attribute);
  reported.set(el, said);
  const classes = Array.from(el.classList, (c) => `.${c}`).join('');
  const element = `<${el.localName}${el.id ? `#${el.id}` : ''}${classes}>`;
  const message = `widget "${widget}": ${element} has ${attribute}="${raw}", expected ${expectedOf(declared)}; using ${JSON.stringify(fallbackOf(declared))}.`;
  log.error(message, el);
  dispatchError(widget, 'data', new TypeError(message));
}
