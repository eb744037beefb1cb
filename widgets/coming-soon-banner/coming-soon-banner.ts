import type { WidgetContext } from '../../mount/types';
import { dismissComingSoonBanner } from '../../src/api/coming-soon';
import { t } from '../../src/i18n/t-lazy';
import { log } from '../../src/lib/log';
import { safeUrl } from '../../src/dom/browser';
import { readData } from '../../src/dom/hooks';
import { DISMISS_DATA } from './data';

// The hook is also named in contract.ts (which must stay out of this chunk).
const DISMISS = 'a.coming-soon-footer-banner-dismiss';

const BANNER = '#coming-soon-footer-banner';
const ERROR_NOTE = 'coming-soon-footer-banner-error';
const pending = new WeakSet<Element>();

/**
 * Hides the banner at once (the shopper asked for it) and saves the choice; only when the save
 * fails does the banner come back, with a note, so the shopper knows it will show again.
 */
async function dismiss(link: HTMLElement): Promise<void> {
  const banner = link.closest<HTMLElement>(BANNER) ?? document.querySelector<HTMLElement>(BANNER);
  if (!banner || pending.has(banner)) return;
  const { restUrl, restNonce } = readData('coming-soon-banner', link, DISMISS_DATA);
  const url = safeUrl(restUrl);
  banner.hidden = true;
  banner.querySelector(`.${ERROR_NOTE}`)?.remove();
  if (!url) {
    log.error('coming-soon banner: data-rest-url is missing or not a URL of this site; the dismiss cannot be saved.');
    return restore(banner, link);
  }
  pending.add(banner);
  if (!(await saved(url, restNonce))) restore(banner, link);
  pending.delete(banner);
}

/** Whether the dismiss was stored (a REST client whose chunk cannot load answers fetch_error). */
async function saved(url: string, nonce: string): Promise<boolean> {
  return (await dismissComingSoonBanner(url, nonce)).ok;
}

function restore(banner: HTMLElement, link: HTMLElement): void {
  banner.hidden = false;
  const note = document.createElement('p');
  note.className = ERROR_NOTE;
  note.setAttribute('role', 'alert');
  note.textContent = t('comingSoonDismissFailed');
  banner.append(note);
  link.focus();
}

export function handle(event: Event, _ctx: WidgetContext): void {
  const link = (event.target as Element).closest?.<HTMLElement>(DISMISS);
  if (!link) return;
  event.preventDefault();
  void dismiss(link);
}
