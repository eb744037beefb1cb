/** `load`: runs at once (the page needs this code to show right). Nothing to cancel. */
export function atLoad(run: () => void): () => void {
  run();
  return () => {};
}
