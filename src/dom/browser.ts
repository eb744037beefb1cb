/**
 * Navigation and windows, in one object so tests can observe them (jsdom cannot navigate).
 * Product code never touches location.assign / reload / window.open directly.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
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
};
