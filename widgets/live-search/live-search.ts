import type { WidgetContext } from '../../mount/types';
import { liveSearch } from '../../src/api/live-search';
import { LIVE_SEARCH_DEBOUNCE_MS, LIVE_SEARCH_MIN_CHARS } from '../../src/config/constants';
import { t } from '../../src/i18n/t-lazy';
import { debounce, type Debounced } from '../../src/lib/debounce';
import { setUntrustedHtml } from '../../src/dom/untrusted-html';
import { readData } from '../../src/dom/hooks';
import { INPUT_DATA } from './data';

/** The input's declared data, as the search call names it. */
function searchData(input: HTMLElement) {
  const data = readData('live-search', input, INPUT_DATA);
  return { postType: data.posttype, enableCompare: data.enable_compare, affLink: data.aff, catId: data.catid };
}

// The hooks are also named in contract.ts (which must stay out of this chunk).
const SEARCH_INPUT = 'input.re-ajax-search';
const CATEGORY_SELECT = 'select.rh_woo_drop_cat';

const RESULTS = '.re-aj-search-wrap';
const OPEN = 're-aj-search-open';
const SEARCH_AREA = '.head_search, .custom_search_box';
const RESULT_LINKS = '.re-search-result-title a';

/** Per search field: its pending debounce and the request under way (aborted by a newer one). */
interface FieldState {
  debounced: Debounced<[]>;
  request?: AbortController;
  status: HTMLElement;
}
const fields = new WeakMap<HTMLInputElement, FieldState>();

/**
 * The search area of a field: its nearest ancestor, up to the form's parent, that holds a
 * results box. The theme prints the box after the form, as its sibling (searchform.php,
 * woocommerce/product-searchform.php, the wpsm_searchbox shortcode: `<form>…</form><div
 * class="re-aj-search-wrap">`), and its script looks in the input's grandparent; a box inside
 * the form (older layouts) is found first.
 */
function areaOf(input: HTMLInputElement): HTMLElement | null {
  const last = input.form?.parentElement ?? input.parentElement?.parentElement ?? null;
  for (let el = input.parentElement; el; el = el.parentElement) {
    if (el.querySelector(RESULTS)) return el;
    if (el === last) break;
  }
  return null;
}

function resultsOf(input: HTMLInputElement): HTMLElement | null {
  return areaOf(input)?.querySelector<HTMLElement>(RESULTS) ?? null;
}

function stateOf(input: HTMLInputElement, ctx: WidgetContext): FieldState {
  let state = fields.get(input);
  if (!state) {
    const results = resultsOf(input);
    if (results) {
      results.id ||= `re-aj-search-${Math.random().toString(36).slice(2, 8)}`;
      input.setAttribute('aria-controls', results.id);
    }
    // A polite live region tells screen-reader users how many results arrived.
    const status = document.createElement('span');
    status.className = 'screen-reader-text';
    status.setAttribute('role', 'status');
    (results ?? input).after(status);
    state = { debounced: debounce(() => void search(input, ctx), LIVE_SEARCH_DEBOUNCE_MS), status };
    fields.set(input, state);
  }
  return state;
}

// A search field cannot carry aria-expanded (axe: aria-allowed-attr); the live status speaks instead.
function setOpen(input: HTMLInputElement, open: boolean): void {
  resultsOf(input)?.classList.toggle(OPEN, open);
}

/** Closes the results of every field whose search area (theme wrapper or own area) the click missed. */
function closeAllOutside(target: Element): void {
  const themeArea = target.closest?.(SEARCH_AREA);
  document.querySelectorAll<HTMLInputElement>(SEARCH_INPUT).forEach((input) => {
    if (!fields.has(input) || themeArea?.contains(input) || areaOf(input)?.contains(target)) return;
    setOpen(input, false);
  });
}

async function search(input: HTMLInputElement, ctx: WidgetContext): Promise<void> {
  const state = stateOf(input, ctx);
  state.debounced.cancel();
  state.request?.abort();
  const text = input.value.trim();
  const results = resultsOf(input);
  if (!results || text.length < LIVE_SEARCH_MIN_CHARS) {
    state.request = undefined;
    return setOpen(input, false);
  }
  const request = new AbortController();
  state.request = request;
  const answer = await liveSearch(
    ctx.http,
    {
      text,
      ...searchData(input),
      nonce: ctx.config.theme.searchnonce,
    },
    request.signal,
  );
  if (state.request !== request) return; // a newer search owns the results
  state.request = undefined;
  // A failed search closes the list; the form still submits to the search page.
  if (!answer.ok) return setOpen(input, false);
  if (answer.data.re_search_query.trim() !== input.value.trim()) return; // typed on since: stale
  const count = answer.data.re_total_inlist ?? (answer.data.re_data.trim() ? 1 : 0);
  if (count > 0 && answer.data.re_data.trim()) {
    setUntrustedHtml(results, answer.data.re_data);
    state.status.textContent = t('searchResultCount', { count });
  } else {
    const empty = document.createElement('div');
    empty.className = 're-aj-search-noresults';
    empty.textContent = t('noResults');
    results.replaceChildren(empty);
    state.status.textContent = t('noResults');
  }
  setOpen(input, true);
}

function moveFocus(event: KeyboardEvent, input: HTMLInputElement, from: Element | null): void {
  const links = Array.from(resultsOf(input)?.querySelectorAll<HTMLElement>(RESULT_LINKS) ?? []);
  if (!links.length || !resultsOf(input)?.classList.contains(OPEN)) return;
  const index = from ? links.indexOf(from as HTMLElement) : -1;
  const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
  event.preventDefault();
  if (next < 0) input.focus();
  else links[Math.min(next, links.length - 1)]!.focus();
}

function onKeydown(event: KeyboardEvent): void {
  const target = event.target as Element;
  const inResults = target.closest?.(RESULTS);
  const input = target.matches?.(SEARCH_INPUT)
    ? (target as HTMLInputElement)
    : (inResults?.parentElement?.querySelector<HTMLInputElement>(SEARCH_INPUT) ?? null); // the box's area holds its field
  if (!input || !fields.has(input)) return;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') moveFocus(event, input, inResults ? target : null);
  else if (event.key === 'Escape' && resultsOf(input)?.classList.contains(OPEN)) {
    // Esc closes the results first; a second Esc reaches the search splash. Without
    // preventDefault Chromium would also clear the type=search field: the text stays.
    event.stopImmediatePropagation();
    event.preventDefault();
    setOpen(input, false);
    input.focus();
  }
}

export function handle(event: Event, ctx: WidgetContext): void {
  const target = event.target as Element;
  switch (event.type) {
    case 'input':
      if (target.matches?.(SEARCH_INPUT)) stateOf(target as HTMLInputElement, ctx).debounced();
      break;
    case 'change': {
      const select = target.closest?.<HTMLSelectElement>(CATEGORY_SELECT);
      // The theme's script looks in the select's parent (the form).
      const input = (select?.form ?? select?.parentElement)?.querySelector<HTMLInputElement>(SEARCH_INPUT);
      if (!select || !input) return;
      input.dataset.catid = select.value;
      if (input.value.trim()) void search(input, ctx);
      break;
    }
    case 'keydown':
      onKeydown(event as KeyboardEvent);
      break;
    case 'click':
      // A click outside the search area closes the live results.
      closeAllOutside(target);
      break;
  }
}
