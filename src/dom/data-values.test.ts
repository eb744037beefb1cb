import { afterEach, describe, expect, it, vi } from 'vitest';
import { readData } from './hooks';
import { chunkLoadsSettled } from '../lib/load-chunk';

const element = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('declared data-* values', () => {
  // Declared by their defaults: a number, a number defaulting to 1, one of two words, text, a boolean.
  const spec = { product_id: 0, quantity: 1, mode: ['simple', 'variable'] as const, clipboardText: '', sale: false };

  it('reads typed values from the attributes, camelCase keys as dataset names them', () => {
    const el = element('<a data-product_id="42" data-quantity="3" data-mode="variable" data-clipboard-text="ZOMER10" data-sale="true"></a>');
    const values: { product_id: number; quantity: number; mode: 'simple' | 'variable'; clipboardText: string; sale: boolean } = readData(
      'add-to-cart',
      el,
      spec,
    );
    expect(values).toEqual({ product_id: 42, quantity: 3, mode: 'variable', clipboardText: 'ZOMER10', sale: true });
    expect(readData('w', element('<a data-sale="no"></a>'), spec).sale).toBe(false);
  });

  it('a missing attribute, or an empty one that is not text, gives the default without an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = element('<a data-quantity=""></a>');
    expect(readData('add-to-cart', el, spec)).toEqual({ product_id: 0, quantity: 1, mode: 'simple', clipboardText: '', sale: false });
    await chunkLoadsSettled();
    expect(error).not.toHaveBeenCalled();
  });

  it('a bad value gives the default and ONE console error naming the widget, the element and the attribute', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = element('<span id="c7" class="masked_coupon btn" data-quantity="veel"></span>');
    expect(readData('coupons', el, spec).quantity).toBe(1);
    expect(readData('coupons', el, spec).quantity).toBe(1);
    // The error's words are their own chunk, loaded with the first bad value.
    await chunkLoadsSettled();
    expect(error).toHaveBeenCalledTimes(1);
    const [prefix, message, subject] = error.mock.calls[0]!;
    expect(prefix).toBe('[shop-widgets]');
    expect(message).toBe('widget "coupons": <span#c7.masked_coupon.btn> has data-quantity="veel", expected a number; using 1.');
    expect(subject).toBe(el);
  });

  it('dispatches a bad value once as shop-widgets:error, naming the widget, for an error tracker', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('shop-widgets:error', listen);
    const el = element('<a data-quantity="veel"></a>');
    readData('coupons', el, spec);
    readData('coupons', el, spec);
    await chunkLoadsSettled();
    document.removeEventListener('shop-widgets:error', listen);
    expect(heard.map((event) => [event.detail.widget, event.detail.phase, event.detail.error.message])).toEqual([
      ['coupons', 'data', 'widget "coupons": <a> has data-quantity="veel", expected a number; using 1.'],
    ]);
  });

  it('says each bad attribute of an element once, and the same bad attribute of another element again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<i data-mode="x" data-sale="misschien"></i><b data-mode="y"></b>';
    const [i, b] = Array.from(document.body.children);
    expect(readData('w', i!, spec)).toMatchObject({ mode: 'simple', sale: false });
    expect(readData('w', b!, spec).mode).toBe('simple');
    await chunkLoadsSettled();
    expect(error.mock.calls.map((call) => call[1])).toEqual([
      'widget "w": <i> has data-mode="x", expected one of simple, variable; using "simple".',
      'widget "w": <i> has data-sale="misschien", expected true or false; using false.',
      'widget "w": <b> has data-mode="y", expected one of simple, variable; using "simple".',
    ]);
  });

  it('text with a pattern must match it whole', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = { post_id: /^\d+$/ };
    expect(readData('deal-temperature', element('<a data-post_id="17"></a>'), id).post_id).toBe('17');
    expect(readData('deal-temperature', element('<a data-post_id="17 or 1=1"></a>'), id).post_id).toBe('');
    await chunkLoadsSettled();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
