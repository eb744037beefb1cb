import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, on, onFromOthers } from './bus';
import { installJQuery, removeJQuery } from '../../test/helpers/jquery';

afterEach(removeJQuery);

describe('events in every dialect', () => {
  it('fires the DOM CustomEvent, the jQuery event with its arguments and the wc-blocks twin', () => {
    const $ = installJQuery();
    const dom = vi.fn();
    const jq = vi.fn();
    const blocks = vi.fn();
    const off = on('added_to_cart', dom);
    $(document.body).on('added_to_cart', (_e: unknown, ...args: unknown[]) => jq(args));
    document.body.addEventListener('wc-blocks_added_to_cart', blocks);
    emit('added_to_cart', { productId: '101' }, [{ a: '<b>' }, 'hash']);
    expect(dom).toHaveBeenCalledWith({ productId: '101' });
    expect(jq).toHaveBeenCalledWith([{ a: '<b>' }, 'hash']);
    expect(blocks).toHaveBeenCalledTimes(1);
    off();
  });

  it("hears other code's events in both families, never its own", () => {
    const $ = installJQuery();
    const heard = vi.fn();
    const off = onFromOthers('added_to_cart', heard);
    emit('added_to_cart', {}); // ours: ignored
    $(document.body).trigger('added_to_cart', [{}, 'h']);
    document.body.dispatchEvent(new CustomEvent('wc-blocks_added_to_cart', { bubbles: true, detail: { preserveCartData: true } }));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(heard.mock.calls[1]![0]).toEqual([{ preserveCartData: true }]);
    off();
  });
});
