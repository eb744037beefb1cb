import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';
import { startShop } from '../../realshop/shop.mjs';
import type { ShopLogs, ShopSeed } from '../../realshop/shop.mjs';
import { pluginZip } from './plugin-zip';

/** Starts the real shop for the whole run and stops it (and all it started) at the end. */
export default async function setup(project: TestProject) {
  if (!existsSync(pluginZip())) throw new Error(`${pluginZip()} is missing: run \`npm run build\` before the real-shop suite.`);
  const shop = await startShop({ log: (message) => console.log(message) });
  project.provide('realshop', { url: shop.url, dir: shop.dir, docroot: shop.docroot, seed: shop.seed, logs: shop.logs });
  return async () => {
    await shop.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    realshop: { url: string; dir: string; docroot: string; seed: ShopSeed; logs: ShopLogs };
  }
}
