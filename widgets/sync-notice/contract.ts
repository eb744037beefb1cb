import type { BehaviourDefinition } from '../../mount/types';
import { elementCode } from '../../mount/types';

/** WooZone's product sync on the product page: `#WooZone-syncfront-wrapper` with its JSON params. */
export const SYNC_WRAPPER = '#WooZone-syncfront-wrapper';

/**
 * Whether the page asks for the sync's code: a sync to run (do_ajax 'yes'), WooZone's debug
 * table to write to, or parameters that do not read (the code says what is wrong). Most product
 * views have nothing to sync (WooZone syncs a product at most once per interval): they fetch
 * nothing.
 */
function asksForSync(wrapper: Element): boolean {
  try {
    return (
      JSON.parse(wrapper.querySelector('.WooZone-syncfront-params')?.textContent ?? '').do_ajax === 'yes' ||
      Boolean(document.getElementById('WooZone-syncfront-debug'))
    );
  } catch {
    return true;
  }
}

/** The sync, its notice (the server's markup) and the debug table's messages, at start where asked. */
export const widget: BehaviourDefinition = {
  kind: 'behaviour',
  name: 'sync-notice',
  elements: elementCode({
    selector: SYNC_WRAPPER,
    strategy: 'load',
    filter: asksForSync,
    load: () => import('./sync-run'),
    run: (m, el, ctx) => m.syncFromPage(el, ctx),
  }),
};
