import type { WidgetContext } from '../../mount/types';
import { loadMore, NOTHING_LEFT } from '../../src/api/load-more';
import { t } from '../../src/i18n/t-lazy';
import { isActivation } from '../../src/dom/activation';
import { setHtml } from '../../src/dom/html';
import { whenVisible } from '../../mount/strategies/visible';
import { readData } from '../../src/dom/hooks';
import { BUTTON_DATA, CONTAINER_DATA } from './data';

// The hook is also named in contract.ts (which must stay out of this chunk).
const LOAD_MORE = '.re_ajax_pagination_btn';

const PAGINATION = '.re_ajax_pagination';
const busy = new WeakSet<Element>();

/** Replaces the pagination with the end-of-list text ("Dat is alles"), announced politely. */
function showEnd(pagination: Element): void {
  const fin = document.createElement('span');
  fin.className = 're_ajax_pagination_fin';
  fin.setAttribute('role', 'status');
  fin.textContent = t('endOfList');
  pagination.replaceChildren(fin);
}

function showError(button: HTMLElement): void {
  const pagination = button.closest(PAGINATION) ?? button.parentElement!;
  let note = pagination.querySelector('.re_ajax_pagination_error');
  if (!note) {
    note = document.createElement('span');
    note.className = 're_ajax_pagination_error';
    note.setAttribute('role', 'alert');
    pagination.append(note);
  }
  note.textContent = t('loadMoreFailed');
}

export async function load(button: HTMLElement, ctx: WidgetContext): Promise<void> {
  if (busy.has(button)) return;
  const { containerid, offset, sorttype } = readData('load-more', button, BUTTON_DATA);
  const container = document.getElementById(containerid);
  const pagination = button.closest(PAGINATION);
  if (!container || !pagination) return;
  busy.add(button);
  button.classList.add('re_ajax_pagination_loading');
  button.setAttribute('aria-busy', 'true');
  const { filterargs, innerargs, template } = readData('load-more', container, CONTAINER_DATA);
  const answer = await loadMore(ctx.http, {
    offset,
    containerId: container.id,
    sortType: sorttype,
    filterArgs: filterargs,
    innerArgs: innerargs,
    template,
    nonce: ctx.config.theme.filternonce,
  });
  busy.delete(button);
  button.classList.remove('re_ajax_pagination_loading');
  button.removeAttribute('aria-busy');
  // A failed call keeps the button, so the shopper can try again.
  if (!answer.ok) return showError(button);
  if (answer.data.trim() === NOTHING_LEFT) return showEnd(pagination);

  const hadFocus = button.contains(document.activeElement);
  const items = document.createElement('div');
  setHtml(items, answer.data);
  const first = items.firstElementChild;
  pagination.remove();
  // The answer brings its own pagination when more is left.
  container.append(...Array.from(items.childNodes));
  if (!container.querySelector(LOAD_MORE)) {
    const end = document.createElement('div');
    end.className = 're_ajax_pagination';
    container.append(end);
    showEnd(end);
  }
  if (hadFocus && first) {
    const target = first.querySelector<HTMLElement>('a[href], button') ?? (first as HTMLElement);
    if (target === first) target.setAttribute('tabindex', '-1');
    target.focus();
  }
}

/** In an auto-loading wrapper, the next items load when the button scrolls into view. */
export function loadWhenVisible(button: HTMLElement, ctx: WidgetContext): void {
  whenVisible(button, () => {
    if (button.isConnected) void load(button, ctx);
  });
}

export function handle(event: Event, ctx: WidgetContext): void {
  const button = (event.target as Element).closest?.<HTMLElement>(LOAD_MORE);
  if (!button) return;
  if (!isActivation(event, button)) return;
  event.preventDefault();
  void load(button, ctx);
}
