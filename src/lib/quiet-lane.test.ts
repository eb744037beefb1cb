import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkLoadsSettled, loadChunk } from './load-chunk';
import { QUIET_LANE_MAX_MS, holdChunkLoads, openLane, urgently } from './quiet-lane';

/** A chunk whose download the test ends: `load` is what loadChunk calls, `arrive` hands the module. */
function chunk<M>(module: M) {
  let arrive: () => void = () => {};
  const load = vi.fn(() => new Promise<M>((resolve) => (arrive = () => resolve(module))));
  return { load, arrive: () => arrive() };
}

/** Lets promise callbacks run (no timer moves). */
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  openLane();
  vi.useRealTimers();
});

describe('the quiet lane for chunk loads', () => {
  it('starts a load asked for while it is held only when the hold is released', async () => {
    const hold = holdChunkLoads();
    const scroll = chunk({ name: 'scroll-helpers' });
    const loaded = vi.fn();
    void loadChunk(scroll.load).then(loaded);
    await flush();
    expect(scroll.load).not.toHaveBeenCalled();
    hold.release();
    await flush();
    expect(scroll.load).toHaveBeenCalledTimes(1);
    scroll.arrive();
    await flush();
    expect(loaded).toHaveBeenCalledWith({ name: 'scroll-helpers' });
  });

  it('hands a load already on its way over only once the hold is released', async () => {
    const catalogue = chunk({ name: 'catalogue' });
    const loaded = vi.fn();
    void loadChunk(catalogue.load).then(loaded);
    expect(catalogue.load).toHaveBeenCalledTimes(1);
    const hold = holdChunkLoads();
    catalogue.arrive();
    await flush();
    expect(loaded).not.toHaveBeenCalled();
    hold.release();
    await flush();
    expect(loaded).toHaveBeenCalledWith({ name: 'catalogue' });
  });

  it('hands a failure over once released too, so the caller falls back then', async () => {
    const hold = holdChunkLoads();
    const failed = vi.fn();
    void loadChunk(() => Promise.reject(new Error('no url in this error'))).catch(failed);
    hold.release();
    await flush();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(failed.mock.calls[0]![0]).toBeInstanceOf(Error);
  });

  it('lets what the click needs through at once (urgently), started and handed over', async () => {
    holdChunkLoads();
    const panel = chunk({ name: 'panel' });
    const loaded = vi.fn();
    void urgently(() => loadChunk(panel.load)).then(loaded);
    expect(panel.load).toHaveBeenCalledTimes(1);
    panel.arrive();
    await flush();
    expect(loaded).toHaveBeenCalledWith({ name: 'panel' });
  });

  it('stays held until every hold is released', async () => {
    const first = holdChunkLoads();
    const second = holdChunkLoads();
    const toasts = chunk({});
    void loadChunk(toasts.load);
    first.release();
    first.release(); // idempotent: it does not release the other one
    await flush();
    expect(toasts.load).not.toHaveBeenCalled();
    second.release();
    await flush();
    expect(toasts.load).toHaveBeenCalledTimes(1);
    toasts.arrive();
  });

  it(`opens by itself ${QUIET_LANE_MAX_MS} ms after a hold that is never released`, async () => {
    holdChunkLoads();
    const toasts = chunk({});
    void loadChunk(toasts.load);
    await vi.advanceTimersByTimeAsync(QUIET_LANE_MAX_MS - 1);
    expect(toasts.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(toasts.load).toHaveBeenCalledTimes(1);
    toasts.arrive();
  });

  it('opens for whoever waits for every load (a page torn down, a test)', async () => {
    holdChunkLoads();
    const quantity = chunk({});
    void loadChunk(quantity.load);
    const settled = chunkLoadsSettled();
    await flush();
    expect(quantity.load).toHaveBeenCalledTimes(1);
    quantity.arrive();
    await settled;
  });
});
