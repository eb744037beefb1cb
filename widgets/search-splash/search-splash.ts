import type { WidgetContext } from '../../mount/types';
import { SEARCH_INPUT_FOCUS_DELAY_MS } from '../../src/config/constants';
import { t } from '../../src/i18n/t-lazy';
import { openLayer } from '../../src/dom/focus-model';
import { clickOnActivationKey } from '../../src/dom/activation-key';
import { makeOperable } from '../../src/dom/operable';

// The hook is also named in contract.ts (which must stay out of this chunk).
const SEARCH_ICON = '.icon-search-onclick';

const SPLASH = '#rhSplashSearch';
const OLDER_SPLASH = '.main-nav'; // older theme versions toggle the class on the main nav
const OPEN = 'top-search-onclick-open';
const CLOSE = '#close-src-splash';

let open: { splash: HTMLElement; icon: HTMLElement; release(restoreFocus: boolean): void; focusTimer: ReturnType<typeof setTimeout> } | null = null;

/**
 * The theme prints the close as a bare div holding an icon-font glyph: make it a button with a
 * name, so the trap's Tab order reaches it and a screen reader can say what it does.
 */
function prepareClose(): void {
  const close = document.querySelector(CLOSE);
  if (!close) return;
  makeOperable(close);
  if (!close.getAttribute('aria-label') && !close.textContent?.trim()) close.setAttribute('aria-label', t('close'));
}

function show(splash: HTMLElement, icon: HTMLElement): void {
  splash.classList.add(OPEN);
  icon.setAttribute('aria-expanded', 'true');
  const fullScreen = splash.matches(SPLASH);
  if (fullScreen && !splash.hasAttribute('role')) {
    splash.setAttribute('role', 'dialog');
    splash.setAttribute('aria-modal', 'true');
    splash.setAttribute('aria-label', t('search'));
  }
  prepareClose();
  // Full screen covers the page: a modal layer (the page behind inert, focus kept in, Esc closes).
  // Focus goes to the splash itself at once, then to its input once it has faded in.
  const layer = fullScreen ? openLayer({ dialog: splash, initialFocus: () => splash, returnFocusTo: icon, onEscape: () => hide(true) }) : null;
  const release = (restoreFocus: boolean) => (layer ? layer.release({ restoreFocus }) : restoreFocus && icon.focus());
  // The theme fades the splash in; the input takes focus once it is there (600 ms).
  const focusTimer = setTimeout(
    () => splash.querySelector<HTMLInputElement>('input[type="search"], input[type="text"], input.re-ajax-search')?.focus(),
    SEARCH_INPUT_FOCUS_DELAY_MS,
  );
  open = { splash, icon, release, focusTimer };
}

function hide(restoreFocus: boolean): void {
  if (!open) return;
  const { splash, icon, release, focusTimer } = open;
  open = null;
  clearTimeout(focusTimer);
  splash.classList.remove(OPEN);
  icon.setAttribute('aria-expanded', 'false');
  release(restoreFocus);
}

export function handle(event: Event, ctx: WidgetContext): void {
  void ctx;
  const target = event.target as Element;
  if (event.type === 'keydown') {
    if (open) clickOnActivationKey(event as KeyboardEvent, CLOSE);
    return;
  }
  const icon = target.closest?.<HTMLElement>(SEARCH_ICON);
  if (icon) {
    event.preventDefault();
    if (open) return hide(true);
    const splash = document.querySelector<HTMLElement>(SPLASH) ?? document.querySelector<HTMLElement>(OLDER_SPLASH);
    if (splash) show(splash, icon);
    return;
  }
  if (open && target.closest?.(CLOSE)) {
    event.preventDefault();
    hide(true);
  }
}

export function stop(): void {
  hide(false);
}
