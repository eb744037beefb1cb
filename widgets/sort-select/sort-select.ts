import type { WidgetContext } from '../../mount/types';
import { readData } from '../../src/dom/hooks';
import { NICE_OPTION_DATA } from './data';

// The hooks are also named in contract.ts (which must stay out of this chunk).
const SORT_SELECT = '.woocommerce-ordering select.orderby';
const NICE_OPTION = '.woocommerce-ordering div.nice-select li.option[data-value]';

function submit(form: HTMLFormElement | null): void {
  if (!form) return;
  // requestSubmit fires the submit event, so other scripts (and the page's validation) still see it.
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.submit();
}

/** The theme's nice-select: a list standing in for the select; choosing an option sets the select. */
function chooseNiceOption(option: HTMLElement): void {
  const form = option.closest('form');
  const select = form?.querySelector<HTMLSelectElement>(SORT_SELECT);
  const { value } = readData('sort-select', option, NICE_OPTION_DATA);
  if (!select || select.value === value) return;
  select.value = value;
  submit(form);
}

export function handle(event: Event, ctx: WidgetContext): void {
  void ctx;
  const target = event.target as Element;
  if (event.type === 'change') {
    if (target.matches?.(SORT_SELECT)) submit((target as HTMLSelectElement).form);
    return;
  }
  const option = target.closest?.<HTMLElement>(NICE_OPTION);
  if (!option) return;
  if (event.type === 'keydown' && (event as KeyboardEvent).key !== 'Enter') return;
  chooseNiceOption(option);
}
