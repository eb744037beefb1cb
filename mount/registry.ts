import type { WidgetDefinition } from './types';

/**
 * Every widget declares itself in `widgets/<name>/contract.ts` (its DOM hook, its strategy);
 * this collects them. Contracts are tiny and eager; an island's code stays behind `load()`.
 */
const contracts = import.meta.glob<{ widget?: WidgetDefinition; widgets?: WidgetDefinition[] }>('../widgets/*/contract.ts', { eager: true });

export const registry: WidgetDefinition[] = Object.values(contracts).flatMap((mod) => mod.widgets ?? (mod.widget ? [mod.widget] : []));
