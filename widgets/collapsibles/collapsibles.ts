import type { WidgetContext } from '../../mount/types';
import { OFFER_DETAILS_SCROLL_OFFSET_PX, SMOOTH_SCROLL_DURATION_MS } from '../../src/config/constants';
import { isActivation } from '../../src/dom/activation';
import { scrollToElement } from '../../src/dom/smooth-scroll';

// The hooks are also named in contract.ts (which must stay out of this chunk).
const TABLE_TOGGLE = '.toggle-this-table';
const OFFER_TOGGLE = '.r_offer_details .r_show_hide';

function toggleTable(toggle: Element): void {
  const block = toggle.closest('.rh-tabletext-block');
  if (!block) return;
  const closed = block.classList.toggle('closedtable');
  toggle.setAttribute('aria-expanded', String(!closed));
}

/** Shows or hides one offer's details; opening scrolls them into view, 50 px below the top. */
function toggleOffer(toggle: Element): void {
  const offer = toggle.closest('.r_offer_details');
  const details = offer?.querySelector<HTMLElement>('.open_dls_onclk');
  if (!offer || !details) return;
  const expanded = details.classList.toggle('rh_collapse_in');
  offer.querySelectorAll('.hide_dls_onclk').forEach((el) => el.classList.toggle('rhhidden', expanded));
  toggle.classList.toggle('r_show_active', expanded);
  toggle.setAttribute('aria-expanded', String(expanded));
  if (expanded) void scrollToElement(details, OFFER_DETAILS_SCROLL_OFFSET_PX, SMOOTH_SCROLL_DURATION_MS);
}

export function handle(event: Event, ctx: WidgetContext): void {
  void ctx;
  const target = event.target as Element;
  const toggle = target.closest?.(`${TABLE_TOGGLE}, ${OFFER_TOGGLE}`);
  if (!toggle) return;
  if (!isActivation(event, toggle)) return;
  event.preventDefault();
  if (toggle.matches(TABLE_TOGGLE)) toggleTable(toggle);
  else toggleOffer(toggle);
}
