import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';

/** Serves the built bundle inside the demo shop on a free loopback port for the browser suite. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/shop-widgets.js')) throw new Error('dist/ is missing: run `npm run build` before the browser suite.');
  const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'error' });
  const address = server.httpServer.address();
  if (!address || typeof address !== 'object') throw new Error('the demo server did not start');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  return async () => {
    await server.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
