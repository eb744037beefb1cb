import { browser as navigation } from './browser';

/**
 * The whole browser object (./browser.ts): reloads, windows, history and the message box, which
 * only code that loads later uses, added to the one object the start-up code has.
 */
export const browser = Object.assign(navigation, {
  reload(): void {
    window.location.reload();
  },
  open(url: string, target = '_blank', features?: string): Window | null {
    return window.open(url, target, features);
  },
  replaceUrl(url: string): void {
    window.history.replaceState(window.history.state, '', url);
  },
  pushUrl(url: string): void {
    window.history.pushState(window.history.state, '', url);
  },
  /** A blocking message box (the before-checkout status, SPEC §7). */
  alert(message: string): void {
    window.alert(message);
  },
});
