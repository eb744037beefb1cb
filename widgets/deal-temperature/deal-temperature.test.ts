import { describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { loadPage, startWidgets } from '../../test/helpers/page';
import { until } from '../../test/helpers/until';
import { demo } from '../../test/msw';
import type { FailureMode } from '../../fixtures/shop/emulation';

const temp = (id: number) => document.getElementById(`temperatur${id}`)!;
const bar = (id: number) => document.getElementById(`scaleperc${id}`)!;
const button = (id: number, kind: 'hotplus' | 'hotminus') => document.querySelector<HTMLElement>(`.${kind}[data-post_id="${id}"]`)!;

describe('deal temperature', { timeout: 15_000 }, () => {
  it('a hot vote raises the temperature, scales the bar by max_temp 10, and allows one vote per deal', async () => {
    await loadPage('/deals/');
    const { store } = startWidgets();
    fireEvent.click(button(501, 'hotplus'));
    await until(() => expect(store.getState().ui.announcement.text).toBe('Temperatuur: 8°'));
    expect(temp(501).textContent).toBe('8°');
    expect(bar(501).style.width).toBe('80%');
    expect(button(501, 'hotminus').classList.contains('alreadyhot')).toBe(true);
    fireEvent.click(button(501, 'hotminus'));
    fireEvent.click(button(501, 'hotplus'));
    await until(() => expect(temp(501).textContent).toBe('8°'));
  });

  it('never goes above max_temp 10; a cold vote below zero uses min_temp -10 and the cold classes', async () => {
    await loadPage('/deals/');
    startWidgets();
    fireEvent.click(button(504, 'hotplus'));
    await until(() => expect(button(504, 'hotplus').getAttribute('data-informer')).toBe('10'));
    expect(temp(504).textContent).toBe('10°');
    expect(bar(504).style.width).toBe('100%');
    fireEvent.click(button(502, 'hotminus'));
    await until(() => expect(button(502, 'hotminus').getAttribute('data-informer')).toBe('-3'));
    expect(temp(502).textContent).toBe('-3°');
    expect(temp(502).classList.contains('cold_temp')).toBe(true);
    expect(bar(502).style.width).toBe('30%');
    expect(bar(502).classList.contains('cold_bar')).toBe(true);
  });

  const modes: FailureMode[] = ['http500', 'invalid-json', 'html', 'empty', 'wrong-shape', 'offline'];
  it.each(modes)('%s: the vote is undone, the buttons work again and the shopper is told', async (mode) => {
    demo.shop.fail('hot-count', mode);
    await loadPage('/deals/');
    const { store } = startWidgets();
    fireEvent.click(button(501, 'hotplus'));
    await until(() => expect(store.getState().ui.announcement.text).toBe('Je stem kon niet worden opgeslagen. Probeer het later opnieuw.'));
    expect(temp(501).textContent).toBe('7°');
    expect(bar(501).style.width).toBe('70%');
    expect(button(501, 'hotplus').classList.contains('alreadyhot')).toBe(false);
  });
});
