import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ShopState } from '../../src/store/types';
import type { WidgetContext } from '../types';

const Context = createContext<WidgetContext | null>(null);

export function WidgetContextProvider({ value, children }: { value: WidgetContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useWidgetContext(): WidgetContext {
  const ctx = useContext(Context);
  if (!ctx) throw new Error('shop-widgets: an island rendered outside renderIsland()');
  return ctx;
}

/** Reads the store with a selector; re-renders only when the selected value changes. */
export function useShop<T>(selector: (state: ShopState) => T): T {
  return useStore(useWidgetContext().store, selector);
}
