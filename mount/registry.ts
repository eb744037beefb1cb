import type { WidgetDefinition } from './types';

/**
 * Every widget declares itself in `widgets/<name>/contract.ts` (its DOM hook, its strategy);
 * this collects them. Contracts are tiny and eager; an island's code stays behind `load()`.
 *
 * Only the definitions are imported (`import: 'widget'` / `'widgets'`), not each contract's
 * module namespace: a namespace object would put every hook constant and data declaration a
 * contract exports into the start-up code a second time. A contract exports `widget`, or
 * `widgets` when it defines more than one — those are listed here (registry.test.ts checks it).
 */
const single = import.meta.glob<WidgetDefinition>(['../widgets/*/contract.ts', '!../widgets/{cart-panel,compare,modals,toasts}/contract.ts'], {
  eager: true,
  import: 'widget',
});
const several = import.meta.glob<WidgetDefinition[]>('../widgets/{cart-panel,compare,modals,toasts}/contract.ts', { eager: true, import: 'widgets' });

/** In the order of their folders, as one glob gave them. */
export const registry: WidgetDefinition[] = Object.entries({ ...single, ...several })
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .flatMap(([, definitions]) => definitions);
