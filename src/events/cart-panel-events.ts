import { emit } from './bus';

/** The sliding cart panel opened / closed (our own events, docs/events.md). */
export const cartPanelEvents = {
  opened: () => emit('cart_panel_opened'),
  closed: () => emit('cart_panel_closed'),
};
