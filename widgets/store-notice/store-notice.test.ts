import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { loadPage, startWidgets } from '../../test/helpers/page';

const notice = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;

describe('store notice', () => {
  it('shows the notice the server printed hidden', async () => {
    await loadPage('/shop/');
    expect(notice().style.display).toBe('none');
    startWidgets();
    expect(notice().style.display).toBe('');
  });

  it('hides on dismiss and remembers it in the cookie store_notice<id>=hidden', async () => {
    await loadPage('/shop/');
    startWidgets();
    fireEvent.click(document.querySelector('.woocommerce-store-notice__dismiss-link')!);
    await vi.waitFor(() => expect(notice().style.display).toBe('none'));
    expect(document.cookie).toContain('store_notice5f2a9c=hidden');
  });

  it('stays hidden on the next page once dismissed', async () => {
    document.cookie = 'store_notice5f2a9c=hidden; path=/';
    await loadPage('/cart/');
    startWidgets();
    expect(notice().style.display).toBe('none');
  });

  it('reads its cookie at start before the landing capture writes the sbjs cookies', async () => {
    await loadPage('/shop/');
    // A read after a write waits on the browser process: at start (synchronous in tests) every
    // read comes first.
    const jar = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const calls: string[] = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => (calls.push('read'), jar.get!.call(document)),
      set: (value: string) => (calls.push(`write ${value.split('=')[0]}`), jar.set!.call(document, value)),
    });
    startWidgets();
    delete (document as { cookie?: string }).cookie;
    expect(notice().style.display).toBe('');
    const firstWrite = calls.findIndex((call) => call.startsWith('write'));
    expect(calls[firstWrite]).toBe('write sbjs_migrations');
    expect(calls.slice(firstWrite)).not.toContain('read');
  });
});
