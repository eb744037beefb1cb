import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkLoadsPending, chunkLoadsSettled, FIRST_RETRY_PAUSE, failedModuleUrl, loadChunk, SAME_URL_RETRIES } from './load-chunk';

const chromiumError = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

/** Every pause the retries may take, one after the other. */
const ALL_PAUSES = FIRST_RETRY_PAUSE * 2 ** (SAME_URL_RETRIES + 1);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Settles the load, letting every retry's pause pass. */
async function settled<T>(loading: Promise<T>): Promise<PromiseSettledResult<T>> {
  const result = Promise.allSettled([loading]).then(([outcome]) => outcome!);
  await vi.advanceTimersByTimeAsync(ALL_PAUSES);
  return result;
}

describe('loading a chunk', () => {
  it('gives the module when the first load works, without a second request', async () => {
    const importUrl = vi.fn();
    await expect(loadChunk(async () => ({ a: 1 }), importUrl)).resolves.toEqual({ a: 1 });
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('imports a chunk that failed again at its own URL, after a pause (no module under a second URL)', async () => {
    const importUrl = vi.fn();
    const load = vi
      .fn<() => Promise<{ a: number }>>()
      .mockRejectedValueOnce(chromiumError('https://shop.test/wp-content/sw/chunks/q-AbC123.js'))
      .mockResolvedValueOnce({ a: 1 });
    const loading = loadChunk(load, importUrl);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_PAUSE - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(loading).resolves.toEqual({ a: 1 });
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('doubles the pause before each next retry', async () => {
    const load = vi.fn(() => Promise.reject(chromiumError('http://127.0.0.1/chunks/x-1.js')));
    const loading = loadChunk(load, async () => ({}));
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_PAUSE);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_PAUSE - 1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4 * FIRST_RETRY_PAUSE);
    expect(load).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(ALL_PAUSES);
    await loading;
  });

  it('tries once more for every level of static imports that fails in turn (each file failing once)', async () => {
    // Each try fails one level further down: the chunk, its imports, theirs, and so on.
    const load = vi.fn<() => Promise<{ a: number }>>();
    for (let level = 0; level < SAME_URL_RETRIES; level++) load.mockRejectedValueOnce(chromiumError('http://127.0.0.1/chunks/search-island-1.js'));
    load.mockResolvedValueOnce({ a: 1 });
    const importUrl = vi.fn();
    expect(await settled(loadChunk(load, importUrl))).toEqual({ status: 'fulfilled', value: { a: 1 } });
    expect(load).toHaveBeenCalledTimes(SAME_URL_RETRIES + 1);
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('when the same URL keeps failing (a browser that keeps the failure), tries last with a cache-busting query', async () => {
    vi.setSystemTime(1234);
    const importUrl = vi.fn(async () => ({ retried: true }));
    const load = vi.fn(() => Promise.reject(chromiumError('https://shop.test/wp-content/sw/chunks/panel-AbC123.js')));
    expect(await settled(loadChunk(load, importUrl))).toEqual({ status: 'fulfilled', value: { retried: true } });
    expect(load).toHaveBeenCalledTimes(SAME_URL_RETRIES + 1);
    expect(importUrl).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls[0]).toEqual([expect.stringMatching(/^https:\/\/shop\.test\/wp-content\/sw\/chunks\/panel-AbC123\.js\?retry=\d+$/)]);
  });

  it('fails when the cache-busting try fails too, and tries no more', async () => {
    const load = vi.fn(() => Promise.reject(chromiumError('http://127.0.0.1/chunks/x-1.js')));
    const importUrl = vi.fn(() => Promise.reject(new Error('offline')));
    expect(await settled(loadChunk(load, importUrl))).toMatchObject({ status: 'rejected', reason: { message: 'offline' } });
    expect(load).toHaveBeenCalledTimes(SAME_URL_RETRIES + 1);
    expect(importUrl).toHaveBeenCalledTimes(1);
  });

  it('keeps the first error when the browser does not name the module, and tries no more', async () => {
    const importUrl = vi.fn();
    const load = vi.fn(() => Promise.reject(new TypeError('Importing a module script failed.')));
    await expect(loadChunk(load, importUrl)).rejects.toThrow('Importing a module script failed.');
    expect(load).toHaveBeenCalledTimes(1);
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
