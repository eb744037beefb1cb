import { resolve } from 'node:path';

/** The plugin as `npm run build` packs it (REALSHOP_PLUGIN_ZIP points elsewhere, e.g. a release's zip). */
export const pluginZip = (): string => resolve(process.env.REALSHOP_PLUGIN_ZIP ?? 'dist/shop-widgets-wordpress.zip');
