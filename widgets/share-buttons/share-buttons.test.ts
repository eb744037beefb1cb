import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { browser } from '../../src/dom/browser-full';
import { until } from '../../test/helpers/until';

describe('share buttons', { timeout: 15_000 }, () => {
  it('open a centred pop-up of the service size with the encoded page url and title', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => null);
    vi.stubGlobal('screenX', 0);
    vi.stubGlobal('screenY', 0);
    vi.stubGlobal('outerWidth', 1200);
    vi.stubGlobal('outerHeight', 800);
    await loadPage('/deals/');
    startWidgets();
    const share = (service: string) => document.querySelector<HTMLElement>(`#deal-501 .share-${service}`)!;
    fireEvent.click(share('pinterest'));
    fireEvent.click(share('twitter'));
    fireEvent.click(share('facebook'));
    // The clicks that came while the code loaded are clicked again, in order.
    await until(() => expect(open).toHaveBeenCalledTimes(3));
    const [pin, tweet, fb] = open.mock.calls;
    expect(pin![2]).toBe('width=750,height=320,left=225,top=240,scrollbars=yes,resizable=yes');
    expect(tweet![2]).toBe('width=600,height=250,left=300,top=275,scrollbars=yes,resizable=yes');
    expect(fb![2]).toBe('width=600,height=300,left=300,top=250,scrollbars=yes,resizable=yes');
    expect(tweet![0]).toBe(`https://twitter.com/share?url=${encodeURIComponent(`${location.origin}/deals/`)}&text=10%25%20korting%20op%20de%20GreenLine%2036V`);
  });

  it('work from the keyboard', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => null);
    await loadPage('/deals/');
    startWidgets();
    const button = document.querySelector<HTMLElement>('.share-link-image')!;
    expect(button.getAttribute('role')).toBe('button');
    fireEvent.keyDown(button, { key: 'Enter' });
    await until(() => expect(open).toHaveBeenCalledTimes(1));
  });
});
