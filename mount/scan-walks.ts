import { elementsForEach } from '../src/dom/hooks';

/** A hook and what the scan does to each element that matches it. */
export type Job = readonly [selector: string, apply: (el: Element) => void];

/**
 * Finds the jobs' elements under root (root included), every hook before any job is applied, and
 * applies them in the jobs' order.
 */
export function scan(root: ParentNode, list: Job[]): void {
  const found = elementsForEach(
    root,
    list.map(([selector]) => selector),
  );
  list.forEach(([, apply], i) => found[i]!.forEach(apply));
}
