import { MENU_HOVER_INTENT_INTERVAL_MS, MENU_HOVER_INTENT_TIMEOUT_MS } from '../../src/config/constants';

/** hoverIntent's default: the pointer must have moved less than this between two checks. */
export const HOVER_SENSITIVITY_PX = 7;

export interface Point {
  x: number;
  y: number;
}

/** Whether the pointer slowed down enough over an item to mean "open it". */
export const isResting = (previous: Point, current: Point): boolean =>
  Math.abs(previous.x - current.x) + Math.abs(previous.y - current.y) < HOVER_SENSITIVITY_PX;

/**
 * Hover intent for one item at a time (the jQuery hoverIntent plugin the theme uses): over an
 * item, the pointer is checked every 100 ms and the item opens once it rests; leaving closes
 * it 120 ms later unless the pointer comes back — so a diagonal move to a submenu keeps it.
 */
export function createHoverIntent(open: (item: Element) => void, close: (item: Element) => void) {
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  let pointer: Point = { x: 0, y: 0 };

  const clear = (item: Element) => {
    clearTimeout(timers.get(item));
    timers.delete(item);
  };
  const check = (item: Element, previous: Point) => {
    timers.set(
      item,
      setTimeout(() => {
        if (isResting(previous, pointer)) {
          timers.delete(item);
          open(item);
        } else check(item, { ...pointer });
      }, MENU_HOVER_INTENT_INTERVAL_MS),
    );
  };

  return {
    move(point: Point) {
      pointer = point;
    },
    enter(item: Element, isOpen: boolean) {
      clear(item);
      if (!isOpen) check(item, { ...pointer });
    },
    leave(item: Element, isOpen: boolean) {
      clear(item);
      if (isOpen)
        timers.set(
          item,
          setTimeout(() => {
            timers.delete(item);
            close(item);
          }, MENU_HOVER_INTENT_TIMEOUT_MS),
        );
    },
  };
}
