import { describe, expect, it, vi } from 'vitest';
import { chunkLoadsPending, chunkLoadsSettled, failedModuleUrl, loadChunk } from './load-chunk';

const chromiumError = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('loading a chunk', () => {
  it('gives the module when the first load works, without a second request', async () => {
    const importUrl = vi.fn();
    await expect(loadChunk(async () => ({ a: 1 }), importUrl)).resolves.toEqual({ a: 1 });
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('retries a failed chunk once at its URL with a cache-busting query', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1234);
    const importUrl = vi.fn(async () => ({ retried: true }));
    const load = () => Promise.reject(chromiumError('https://shop.test/wp-content/sw/chunks/panel-AbC123.js'));
    await expect(loadChunk(load, importUrl)).resolves.toEqual({ retried: true });
    expect(importUrl).toHaveBeenCalledTimes(1);
    expect(importUrl).toHaveBeenCalledWith('https://shop.test/wp-content/sw/chunks/panel-AbC123.js?retry=1234');
  });

  it('fails when the retry fails too, and does not retry a third time', async () => {
    const importUrl = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(loadChunk(() => Promise.reject(chromiumError('http://127.0.0.1/chunks/x-1.js')), importUrl)).rejects.toThrow('offline');
    expect(importUrl).toHaveBeenCalledTimes(1);
  });

  it('keeps the first error when the browser does not name the module', async () => {
    const importUrl = vi.fn();
    await expect(loadChunk(() => Promise.reject(new TypeError('Importing a module script failed.')), importUrl)).rejects.toThrow(
      'Importing a module script failed.',
    );
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('reads the module URL from Chromium and Firefox messages', () => {
    expect(failedModuleUrl(chromiumError('http://a.test/c/x-1.js'))).toBe('http://a.test/c/x-1.js');
    expect(failedModuleUrl(new TypeError('error loading dynamically imported module: https://a.test/c/y-2.js'))).toBe('https://a.test/c/y-2.js');
    expect(failedModuleUrl(chromiumError('http://a.test/c/x-1.js?retry=5'))).toBe('http://a.test/c/x-1.js');
  });

  it('knows which loads are on their way, so a page that ends can wait for them', async () => {
    let arrive: (module: { a: number }) => void = () => {};
    const loading = loadChunk(() => new Promise<{ a: number }>((resolve) => (arrive = resolve)));
    const failing = loadChunk(() => Promise.reject(new Error('no url in this error')));
    expect(chunkLoadsPending()).toBe(true);
    let settled = false;
    const waited = chunkLoadsSettled().then(() => (settled = true));
    await failing.catch(() => {});
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive({ a: 1 });
    await waited;
    await loading;
    expect(chunkLoadsPending()).toBe(false);
  });
});
