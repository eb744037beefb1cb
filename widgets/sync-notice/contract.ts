import type { WidgetDefinition } from '../../mount/types';

/** WooZone's product sync on the product page: `#WooZone-syncfront-wrapper` with its JSON params. */
export const SYNC_WRAPPER = '#WooZone-syncfront-wrapper';

/**
 * Whether the page asks for the sync's code: a sync to run (do_ajax 'yes' in the parameters'
 * JSON, as WooZone's json_encode prints it) or WooZone's debug table to write to. Most product
 * views have nothing to sync (WooZone syncs a product at most once per interval): they fetch
 * nothing. Read as text, not parsed: this runs at start on every page with the wrapper.
 */
const asksForSync = (wrapper: Element): boolean =>
  /"do_ajax"\s*:\s*"yes"/.test(wrapper.querySelector('.WooZone-syncfront-params')?.textContent ?? '') ||
  Boolean(document.getElementById('WooZone-syncfront-debug'));

/** The sync, its notice (the server's markup) and the debug table's messages, at start where asked. */
export const widgets: WidgetDefinition[] = [
  {
    name: 'sync-notice',
    hooks: SYNC_WRAPPER,
    filter: asksForSync,
    strategy: { on: 'load' },
    load: () => import('./sync-run'),
  },
];
