import type { WidgetContext } from '../../mount/types';
import { isRecord } from '../../src/config/checks';
import { loadChunk } from '../../src/lib/load-chunk';
import { log } from '../../src/lib/log';

/**
 * WooZone's product sync on the product page (SPEC §4 "Product sync"). Most product views have
 * nothing to sync (WooZone syncs a product at most once per interval: do_ajax is not 'yes'),
 * so this first part only reads the parameters; the sync, its notice and the debug table's
 * messages (./sync-run.ts) load only where there is a sync to run or a debug table to write to.
 */
export function mount(root: Element, ctx: WidgetContext) {
  const noop = () => {};
  let params: unknown;
  try {
    params = JSON.parse(root.querySelector('.WooZone-syncfront-params')?.textContent ?? '');
  } catch {}
  if (!isRecord(params)) {
    log.error('sync notice: .WooZone-syncfront-params is missing or not valid JSON; no sync is run.');
    return noop;
  }
  if (params.do_ajax !== 'yes' && !root.ownerDocument.getElementById('WooZone-syncfront-debug')) return noop;
  let stop: (() => void) | undefined;
  let stopped = false;
  // A run that cannot load is ignored like a failed sync: the page stays as it is.
  loadChunk(() => import('./sync-run')).then(
    (m) => {
      if (!stopped) stop = m.runSync(root, params, ctx);
    },
    () => {},
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
