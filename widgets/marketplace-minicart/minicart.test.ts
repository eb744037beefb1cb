import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { addToCart, islandSuite } from '../../test/helpers/marketplace';

const items = () => Array.from(document.querySelectorAll<HTMLElement>('#rh-woo-cart-panel .woocommerce-mini-cart-item'));

islandSuite(() => import('./decorate-item'));

describe('mini-cart country flag and status', () => {
  it('shows each item its country flag and status from the cached entry', async () => {
    await addToCart(101, 'fr');
    await addToCart(107, 'nl');
    await loadPage('/shop/');
    startWidgets();
    await waitFor(() => expect(document.querySelectorAll('.WooZone-country-check-small')).toHaveLength(2));
    const [mower, battery] = items();
    const flag = within(mower!).getByRole('img', { name: 'France' });
    expect(flag.classList.contains('fr')).toBe(true);
    expect(flag.textContent).toBe(''); // WooZone's CSS draws it from the class: no emoji
    expect(within(mower!).getByText('beschikbaar').classList.contains('WooZone-status-available')).toBe(true);
    expect(within(battery!).getByRole('img', { name: 'Nederland' }).title).toBe('Nederland');
  });

  it('shows not available for a country where the product is not sold', async () => {
    await addToCart(101, 'co.uk');
    await loadPage('/shop/');
    startWidgets();
    const status = await waitFor(() => within(items()[0]!).getByText('niet beschikbaar'));
    expect(status.classList.contains('WooZone-status-unavailable')).toBe(true);
    expect(within(items()[0]!).getByRole('img', { name: 'United Kingdom' }).classList.contains('co-uk')).toBe(true);
  });

  it('decorates items that arrive later (cart fragments) once each', async () => {
    await addToCart(101, 'de');
    await loadPage('/shop/');
    startWidgets();
    await waitFor(() => expect(document.querySelectorAll('.WooZone-country-check-small')).toHaveLength(1));
    await addToCart(108, 'fr');
    const answer = await (await fetch(new URL('/?wc-ajax=get_refreshed_fragments', location.href), { method: 'POST' })).json();
    const content = document.querySelector('#rh-woo-cart-panel .widget_shopping_cart_content')!;
    const fresh = new DOMParser().parseFromString(answer.fragments['div.widget_shopping_cart_content'], 'text/html').body.firstElementChild!;
    content.replaceWith(document.importNode(fresh, true));
    await waitFor(() => expect(document.querySelectorAll('.WooZone-country-check-small')).toHaveLength(2));
    expect(within(items()[1]!).getByRole('img', { name: 'France' })).toBeTruthy();
    expect(items()[0]!.querySelectorAll('.WooZone-country-check-small')).toHaveLength(1);
  });

  it('uses the page-wide cache and the small template when the page prints them', async () => {
    await addToCart(101, 'de');
    await loadPage('/shop/');
    const item = items()[0]!;
    const key = item.querySelector<HTMLElement>('[data-cart_item_key]')!.dataset.cart_item_key!;
    item.querySelector('.WooZone-cc-small-cached')!.remove();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div class="WooZone-cc-small-cached" style="display:none">[{"cart_item_key":"${key}","product_country":"it","country_name":"Italia","country_status_css":"WooZone-status-available","country_status_text":"available"}]</div>
<script type="text/template" id="WooZone-cc-small-template"><span class="WooZone-country-check-small WooZone-cc-custom theme-made"><span><span class="WooZone-cc_domain"></span><span class="WooZone-cc_status"></span></span></span></script>`,
    );
    startWidgets();
    const flag = await waitFor(() => within(item).getByRole('img', { name: 'Italia' }));
    expect(flag.closest('.theme-made')).not.toBeNull();
  });
});
