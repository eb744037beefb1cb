/** What the seed script made: page, product and variation ids. */
export interface ShopSeed {
  pages: { shop: number; cart: number; checkout: number; classic_cart: number; classic_checkout: number };
  products: { mok: number; theedoek: number; stroopwafels: number; kaasschaaf: number; schort: number };
  variations: { S: number; M: number; L: number };
}

export interface ShopSite {
  /** The loopback origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The run's temp folder (logs, database socket). */
  dir: string;
  /** WordPress's folder. */
  docroot: string;
}

export interface ShopLogs {
  php: string;
  debug: string;
  mariadb: string;
}

export interface Shop extends ShopSite {
  seed: ShopSeed;
  logs: ShopLogs;
  report(): string;
  php(code: string): Promise<string>;
  stop(): Promise<void>;
}

export const ADMIN: { user: string; password: string };
export function archivesDir(): string;
export function tail(file: string, lines?: number): string;
export function runInWordPress(site: ShopSite, code: string): Promise<string>;
export function startShop(options?: { log?: (message: string) => void }): Promise<Shop>;
