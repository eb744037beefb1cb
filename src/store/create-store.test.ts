import { describe, expect, it, vi } from 'vitest';
import { createShopStore } from './create-store';
import { readConfig } from '../config/read-config';
import { createHttpClient } from '../api/http';

function store() {
  const http = createHttpClient({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', adminAjaxUrl: '/wp-admin/admin-ajax.php' });
  return createShopStore({ config: readConfig(window, () => {}), http });
}

describe('the store', () => {
  it('starts with an empty cart that no page has shown yet', () => {
    expect(store().getState().cart).toMatchObject({ fragments: {}, cartHash: '', shown: false, addsPending: 0, savingKeys: [], failedKeys: [] });
  });

  it("a slice's setter changes that slice only, and tells subscribers once", () => {
    const shop = store();
    const before = shop.getState();
    const heard = vi.fn();
    shop.subscribe(heard);
    before.cart.patch({ cartHash: 'abc', addsPending: 1 });
    const after = shop.getState();
    expect(after.cart).toMatchObject({ cartHash: 'abc', addsPending: 1, shown: false });
    expect(after.cart.patch).toBe(before.cart.patch);
    expect(after.ui).toBe(before.ui);
    expect(after.compare).toBe(before.compare);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
