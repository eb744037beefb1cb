/**
 * Web Storage that never throws: Safari private mode, disabled storage and full quotas all
 * behave as "nothing stored" so the cart keeps working without a cache.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

function wrap(pick: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        pick().removeItem(key);
      } catch {
        /* storage unavailable: nothing to remove */
      }
    },
  };
}

export const sessionStore: SafeStorage = wrap(() => window.sessionStorage);
export const localStore: SafeStorage = wrap(() => window.localStorage);
