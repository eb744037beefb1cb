import widgets from 'virtual:widget-registry';
import type { WidgetDefinition } from './types';

/**
 * Every widget declares itself in `widgets/<name>/contract.ts` (`export const widgets = [...]`);
 * the registry is those folders' definitions, in the order of their names, found by the build
 * (build/widget-registry.ts, in every Vite and vitest config): nothing to list by hand.
 * Contracts are tiny and eager; each widget's code stays behind `load()`.
 */
export const registry: WidgetDefinition[] = widgets;
