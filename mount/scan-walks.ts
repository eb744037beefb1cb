import { elementsForEach } from './selector-list';
import type { StartSteps } from './start-steps';

/** A hook and what the scan does to each element that matches it. */
export type Job = readonly [selector: string, apply: (el: Element) => void];

/**
 * Finds the jobs' elements under root and applies them, in the jobs' order, as one start-up
 * step (the jobs are asked for when the step runs: the behaviours started before it may have
 * added theirs). All the hooks are looked for together (mount/selector-list.ts): one query per
 * key, each key once however many hooks share it.
 */
export function scanTogether(root: ParentNode, list: () => Job[], steps: StartSteps, isStopped: () => boolean): void {
  // The whole page's walk (the costly one) runs in a task of its own; added markup is small.
  steps.run(() => scan(root, list(), isStopped), root === document);
}

function scan(root: ParentNode, list: Job[], isStopped: () => boolean): void {
  if (isStopped()) return;
  const found = elementsForEach(
    root,
    list.map(([selector]) => selector),
  );
  list.forEach(([, apply], i) => found[i]!.forEach(apply));
}
