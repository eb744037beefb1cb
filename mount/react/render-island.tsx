import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IslandErrorBoundary } from './error-boundary';
import { WidgetContextProvider } from './store-context';
import type { Cleanup, WidgetContext } from '../types';

/**
 * Renders an island's React tree into `container` (one root per container), inside the
 * island's error boundary and the widget context. Returns the unmount.
 */
export function renderIsland(container: Element, name: string, ctx: WidgetContext, node: ReactNode): Cleanup {
  const root = createRoot(container, { identifierPrefix: `sw-${name}-` });
  root.render(
    <IslandErrorBoundary name={name}>
      <WidgetContextProvider value={ctx}>{node}</WidgetContextProvider>
    </IslandErrorBoundary>,
  );
  return () => root.unmount();
}

/** A container element for an island that renders next to server markup it enhances. */
export function islandContainer(parent: Element, name: string, position: InsertPosition = 'beforeend'): Element {
  const container = parent.ownerDocument.createElement('div');
  container.setAttribute('data-shop-widgets-island', name);
  parent.insertAdjacentElement(position, container);
  return container;
}
