/**
 * mount's public entry: what the composition root (src/boot.ts) needs to start the widgets.
 * src/ imports mount only through this file (biome.json keeps it so); widgets may import
 * mount's modules directly.
 */
export { createMounter, type Mounter } from './scanner';
export { registry } from './registry';
export { whenIdle } from './strategies/idle';
export type { WidgetDefinition } from './types';
