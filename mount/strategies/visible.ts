/** Runs fn once when el comes near the viewport; at once where IntersectionObserver is missing. */
export function whenVisible(el: Element, fn: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    fn();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        fn();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(el);
  return () => observer.disconnect();
}
