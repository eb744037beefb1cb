import type { WidgetContext } from '../../mount/types';
import { marketplaceApi } from '../../src/api/marketplace';
import { setUntrustedHtml } from '../../src/dom/untrusted-html';
import { readData } from '../../src/dom/hooks';
import { REVIEWS_DATA } from './data';

/**
 * load_amazon_reviews: a 'valid' answer fills the tab with its HTML; anything else is ignored
 * and the server's placeholder (a link to the reviews on the marketplace) stays.
 */
export async function loadReviews(tab: HTMLElement, ctx: WidgetContext): Promise<void> {
  const { prodid } = readData('marketplace-reviews', tab, REVIEWS_DATA);
  if (!prodid) return tab.removeAttribute('aria-busy');
  const result = await marketplaceApi(ctx.http, ctx.config).loadReviews(prodid);
  tab.removeAttribute('aria-busy');
  if (result.ok && result.data.status === 'valid' && result.data.html.trim() !== '') setUntrustedHtml(tab, result.data.html);
}
