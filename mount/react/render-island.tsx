import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IslandErrorBoundary } from './error-boundary';
import { WidgetContextProvider } from './store-context';
import type { Cleanup, WidgetContext } from '../types';

/**
 * Renders an island's React tree into `container` (one root per container), inside the
 * island's error boundary and the widget context. Returns the unmount.
 *
 * React replaces what the container holds, and some islands render over the server markup they
 * take over (the compare bar, the compare search): when the tree fails, that markup is put back
 * so the page still has what the server printed.
 */
export function renderIsland(container: Element, name: string, ctx: WidgetContext, node: ReactNode): Cleanup {
  const serverMarkup = Array.from(container.childNodes, (child) => child.cloneNode(true));
  const root = createRoot(container, { identifierPrefix: `sw-${name}-` });
  let unmounted = false;
  const unmount = () => {
    if (unmounted) return false;
    unmounted = true;
    root.unmount();
    return true;
  };
  // After React has finished the commit that failed (a root can't be unmounted during one).
  const restoreServerMarkup = () =>
    setTimeout(() => {
      if (unmount()) container.replaceChildren(...serverMarkup);
    });
  root.render(
    <IslandErrorBoundary name={name} onFail={restoreServerMarkup}>
      <WidgetContextProvider value={ctx}>{node}</WidgetContextProvider>
    </IslandErrorBoundary>,
  );
  return () => void unmount();
}

/** A container element for an island that renders next to server markup it enhances. */
export function islandContainer(parent: Element, name: string, position: InsertPosition = 'beforeend'): Element {
  const container = parent.ownerDocument.createElement('div');
  container.setAttribute('data-shop-widgets-island', name);
  parent.insertAdjacentElement(position, container);
  return container;
}
