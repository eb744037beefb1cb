import { htmlToFragment } from '../../src/dom/html';
import { POPUP_CONTAINER } from './triggers';

/** HOOKS.md: every auth form has one; the theme may print it after `</form>`, inside the pop-up. */
const ERRORS = '.rehub-errors';
const ERROR_CLASS = 'rehub-errors--error';
const SUCCESS_CLASS = 'rehub-errors--success';

/**
 * The text of a server message. The theme answers with HTML
 * (`<div class="wpsm_box warning_type mb30"><i></i>Please fill all form fields</div>`): shoppers
 * must see the words, not the tags. Parsed into a document without a browsing context, so no
 * image loads and no script runs; only its text ever reaches the page.
 */
export function messageText(html: string): string {
  const inert = document.implementation.createHTMLDocument('');
  return (htmlToFragment(html, inert).textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** An error area of `box` that belongs to `form`: none inside another form. */
const areaIn = (box: Element, form: HTMLFormElement) =>
  Array.from(box.querySelectorAll<HTMLElement>(ERRORS)).find((el) => (el.closest('form') ?? form) === form);

/** The form's own area, else its pop-up's (nearest wrapper first), else a new one before the submit button. */
function errorArea(form: HTMLFormElement): HTMLElement {
  let area = form.querySelector<HTMLElement>(ERRORS);
  for (let box = form.parentElement?.closest(POPUP_CONTAINER); !area && box; box = box.parentElement?.closest(POPUP_CONTAINER)) {
    area = areaIn(box, form) ?? null;
  }
  if (!area) {
    area = document.createElement('div');
    area.className = ERRORS.slice(1);
    form.querySelector('.rehub_main_btn')?.before(area) ?? form.append(area);
  }
  if (!area.hasAttribute('role')) area.setAttribute('role', 'alert');
  return area;
}

/** Shows `text` (plain text: callers turn server HTML into text first) in the form's error area. */
export function showMessage(form: HTMLFormElement, text: string, isError: boolean): void {
  const area = errorArea(form);
  area.textContent = text;
  area.classList.toggle(ERROR_CLASS, isError);
  area.classList.toggle(SUCCESS_CLASS, !isError);
}

/**
 * A pop-up opened again starts clean, as in the theme: last time's message would read as the
 * answer to what the shopper is about to send. The fields it flagged lose their mark with it.
 */
export function clearMessages(popup: Element | null): void {
  popup?.querySelectorAll(ERRORS).forEach((area) => {
    area.textContent = '';
    area.classList.remove(ERROR_CLASS, SUCCESS_CLASS);
  });
  popup?.querySelectorAll('[aria-invalid]').forEach((el) => el.removeAttribute('aria-invalid'));
}
