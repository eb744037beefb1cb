/**
 * Follows markup added to or removed from the page after start, with one MutationObserver on
 * <html>: each added element is handed to `added` (to be scanned), and after a batch that
 * removed anything `removed` runs once (to sweep what left the page). Returns the disconnect.
 */
export function followPageMutations(added: (el: Element) => void, removed: () => void): () => void {
  const observer = new MutationObserver((records) => {
    let anyRemoved = false;
    for (const record of records) {
      if (record.removedNodes.length) anyRemoved = true;
      record.addedNodes.forEach((node) => {
        if (node instanceof Element && node.isConnected) added(node);
      });
    }
    if (anyRemoved) removed();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
