/**
 * Out-of-order answers. Every cart change (add, remove, quantity) answers with the whole cart as
 * the server has it after that change. Changes are numbered as they start; an answer that
 * arrives after the answer of a change started later may describe an older cart (edit row A,
 * then row B, B answers first: A's total misses B), so it is not shown. Once no change is on
 * its way any more, ONE refresh brings the cart the server really has. A refresh's own answer
 * is shown only when no change started meanwhile and none is on its way.
 */
export interface Ordering {
  /** A change starts: call `answered()` when its answer is in, then `mayShow()` before showing it. */
  begin(): Change;
  /** A refresh starts: whether its answer may still be shown when it comes back. */
  refreshStarted(): () => boolean;
}

export interface Change {
  answered(): void;
  /** True when no later change has been shown; false marks a refresh due once all are answered. */
  mayShow(): boolean;
  /** Whether it would still show (only asks: a change shown early in part, the header's count). */
  isNewest(): boolean;
}

export function createOrdering(refresh: () => void): Ordering {
  let started = 0;
  let onTheirWay = 0;
  let newestShown = 0;
  let refreshDue = false;

  const settle = () => {
    if (onTheirWay > 0 || !refreshDue) return;
    refreshDue = false;
    refresh();
  };

  return {
    begin() {
      const number = ++started;
      onTheirWay++;
      let answered = false;
      return {
        answered() {
          if (answered) return;
          answered = true;
          onTheirWay--;
          settle();
        },
        mayShow() {
          if (number < newestShown) {
            refreshDue = true;
            settle();
            return false;
          }
          newestShown = number;
          return true;
        },
        isNewest: () => number >= newestShown,
      };
    },
    refreshStarted() {
      const before = started;
      return () => onTheirWay === 0 && started === before;
    },
  };
}
