import type { WidgetContext } from '../../mount/types';
import { marketplaceApi } from '../../src/api/marketplace';
import { browser } from '../../src/dom/browser-full';
import { htmlToFragment } from '../../src/dom/html';
import { now } from '../../src/lib/clock';
import { SYNC_REFRESH_COUNTDOWN_S, SYNC_REFRESH_TICK_MS } from '../../src/config/constants';
import { startCountdown, type Countdown } from './countdown';
import { log } from '../../src/lib/log';
import { isRecord } from '../../src/api/http';

interface SyncParams {
  do_ajax: string;
  do_msg: string;
  asin: string;
  product_id: string;
  product_type: string;
}

const optionalText = (value: unknown): string | undefined => (value === undefined ? '' : typeof value === 'string' ? value : undefined);
const idText = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** `{do_ajax?, do_msg?, asin, product_id, product_type?}` of `.WooZone-syncfront-params`, or null. */
function readSyncParams(value: Record<string, unknown>): SyncParams | null {
  const params = {
    do_ajax: optionalText(value.do_ajax),
    do_msg: optionalText(value.do_msg),
    asin: idText(value.asin),
    product_id: idText(value.product_id),
    product_type: optionalText(value.product_type),
  };
  return Object.values(params).every((v) => v !== undefined) ? (params as SyncParams) : null;
}

export const SYNC_MESSAGES = {
  starting: 'STARTING AJAX TO SYNC PRODUCT...',
  finished: 'FINISHED AJAX TO SYNC PRODUCT!',
  duration: 'AJAX SYNC DURATION: {duration} seconds',
};

/** 'HH:MM:SS' of the shopper's clock, as the debug table shows it. */
export const timeOfDay = (ms: number): string => new Date(ms).toTimeString().slice(0, 8);

/** The sync of the page's `.WooZone-syncfront-params` (the contract loads this where they ask for one). */
export function syncFromPage(root: Element, ctx: WidgetContext): () => void {
  let params: unknown;
  try {
    params = JSON.parse(root.querySelector('.WooZone-syncfront-params')?.textContent ?? '');
  } catch {}
  if (!isRecord(params)) {
    log.error('sync notice: .WooZone-syncfront-params is missing or not valid JSON; no sync is run.');
    return () => {};
  }
  return runSync(root, params, ctx);
}

/**
 * WooZone's product sync (SPEC §4 "Product sync"): with do_ajax 'yes' the product is synced
 * (do_sync); when the answer says do_refresh 'yes' the notice shows and a 15 s countdown,
 * ticking every second, reloads the page. 'Yes' reloads at once, 'No' stops and hides. The
 * debug table gets time-stamped messages. The notice is the server's markup, in the shop's
 * language: this module drives it and renders nothing of its own. It loads only where there
 * is something to do (./contract.ts): a sync to run, or WooZone's debug table.
 */
export function runSync(root: Element, json: Record<string, unknown>, ctx: WidgetContext): () => void {
  const wrapper = root as HTMLElement;
  const params = readSyncParams(json);
  if (!params) {
    log.error('sync notice: .WooZone-syncfront-params lacks asin or product_id, or has a value of the wrong kind; no sync is run.');
    return () => {};
  }
  const doc = root.ownerDocument;
  const debug = doc.getElementById('WooZone-syncfront-debug');
  const rows = debug?.querySelector('table tbody');
  const counter = root.querySelector<HTMLElement>('#WooZone-syncfront-content h3 span, #WooZone-syncfront-content h1 span');
  let countdown: Countdown | null = null;
  let stopped = false;

  /** A time-stamped row on top of the debug table; server HTML only where the server sent it. */
  const message = (content: string, asHtml = false) => {
    if (!rows || !debug) return;
    const row = doc.createElement('tr');
    const time = doc.createElement('td');
    time.textContent = timeOfDay(now());
    const cell = doc.createElement('td');
    if (asHtml) cell.append(htmlToFragment(content, doc));
    else cell.textContent = content;
    row.append(time, cell);
    rows.prepend(row);
    debug.style.display = '';
  };

  /** Rows the server marks `wzsync-update-time` get the current time. */
  const stampRows = () => {
    rows?.querySelectorAll('tr.wzsync-update-time').forEach((row) => {
      const first = row.querySelector('td');
      if (first) first.textContent = timeOfDay(now());
      row.classList.remove('wzsync-update-time');
    });
  };

  const showNotice = () => {
    wrapper.setAttribute('role', 'status');
    wrapper.style.display = '';
    const from = Number.parseInt(counter?.textContent ?? '', 10);
    countdown = startCountdown({
      from: Number.isFinite(from) && from > 0 ? from : SYNC_REFRESH_COUNTDOWN_S,
      tickMs: SYNC_REFRESH_TICK_MS,
      onTick: (left) => {
        if (counter) counter.textContent = String(left);
      },
      onEnd: () => browser.reload(),
    });
  };

  const onClick = (event: Event) => {
    const target = event.target as Element;
    if (target.closest('.WooZone-syncfront-action-refresh-yes')) {
      event.preventDefault();
      countdown?.stop();
      browser.reload();
    } else if (target.closest('.WooZone-syncfront-action-refresh-no')) {
      event.preventDefault();
      countdown?.stop();
      wrapper.style.display = 'none';
    }
  };
  root.addEventListener('click', onClick);

  const sync = async () => {
    const started = now();
    message(SYNC_MESSAGES.starting);
    wrapper.setAttribute('aria-busy', 'true');
    const result = await marketplaceApi(ctx.http, ctx.config).doSync({ asin: params.asin, product_id: params.product_id, product_type: params.product_type });
    wrapper.removeAttribute('aria-busy');
    if (!result.ok || stopped) return; // ignored silently: the page stays as it is
    const answer = result.data;
    if (answer.html) message(answer.html, true);
    if (answer.do_refresh === 'yes') showNotice();
    message(SYNC_MESSAGES.finished);
    if (answer.html_aftersync && rows) {
      rows.prepend(htmlToFragment(answer.html_aftersync, doc));
      stampRows();
    }
    message(SYNC_MESSAGES.duration.replace('{duration}', String((now() - started) / 1000)));
  };

  stampRows();
  if (params.do_ajax === 'yes') void sync();
  else if (params.do_msg) message(params.do_msg);

  return () => {
    stopped = true;
    countdown?.stop();
    root.removeEventListener('click', onClick);
  };
}

/** The scanner's name for it: run on the sync wrapper (contract.ts). */
export { syncFromPage as connect };
