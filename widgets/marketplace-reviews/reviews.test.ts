import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { islandSuite } from '../../test/helpers/marketplace';
import { loadPage, settle, startWidgets } from '../../test/helpers/page';
import { demo } from '../../test/msw';
import type { FailureMode } from '../../fixtures/shop';
import { pastRequestTimeout } from '../../test/helpers/request-timeout';

// Without the sync notice, whose 15 s countdown would reload the page during the slow failure modes.
const PRODUCT = '/product/accu-grasmaaier-greenline-36v/?demo_sync=no';
const tab = () => document.getElementById('amzaff-amazon-review-tab')!;

islandSuite(() => import('./load-reviews'));

describe('reviews tab', () => {
  it('fills the tab from load_amazon_reviews after the page loads', async () => {
    await loadPage(PRODUCT);
    expect(tab().textContent).toContain('Lees de reviews van kopers op');
    startWidgets();
    await waitFor(() => expect(tab().querySelectorAll('.amzaff-review')).toHaveLength(3));
    expect(tab().textContent).toContain('Marieke uit Utrecht');
    expect(tab().getAttribute('aria-busy')).toBeNull();
  });

  it("keeps the server placeholder when the answer is not 'valid'", async () => {
    await loadPage(PRODUCT);
    tab().dataset.prodid = '999999';
    startWidgets();
    await settle();
    await waitFor(() => expect(tab().getAttribute('aria-busy')).toBeNull());
    expect(tab().querySelector('a')!.getAttribute('href')).toBe('https://www.amazon.de/product-reviews/B0GL36V460/');
  });

  it.each<FailureMode>(['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'timeout', 'offline'])(
    'ignores a failing call silently (%s): the placeholder link stays',
    async (mode) => {
      demo.shop.fail('load_amazon_reviews', mode);
      await loadPage(PRODUCT);
      await pastRequestTimeout(startWidgets, () => expect(tab().getAttribute('aria-busy')).toBe('true'));
      await waitFor(() => expect(tab().getAttribute('aria-busy')).toBeNull());
      expect(tab().textContent).toContain('Lees de reviews van kopers op');
      expect(tab().querySelector('.amzaff-review')).toBeNull();
    },
  );
});
