import { describe, expect, it, vi } from 'vitest';
import { loadHtml, startWidgets } from '../../test/helpers/page';
import { until } from '../../test/helpers/until';
import { tickerState } from './ticker';

// The theme's markup: each dash has its title (translated by the theme) before its digits.
const dash = (cls: string, title: string) =>
  `<div class="dash ${cls}"> <span class="dash_title">${title}</span><span class="digit">0</span><span class="digit">0</span></div>`;
const countdown = (id: string, date: string) => {
  const [y, m, d, h, min] = date.split(/[-T:]/).map(Number);
  return `<div id="${id}" class="countdown_dashboard" data-day="${d}" data-month="${m}" data-year="${y}" data-hour="${h}" data-min="${min}">${dash('days_dash', 'dagen')}${dash('hours_dash', 'uren')}${dash('minutes_dash', 'minuten')}${dash('seconds_dash', 'seconden')}</div>`;
};
const digits = (id: string, cls: string) =>
  Array.from(document.querySelectorAll(`#${id} .${cls} .digit`))
    .map((d) => d.textContent)
    .join('');

describe('deal countdowns', () => {
  it('count down every second on one shared ticker, days as a total, and hide at zero', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z')); // the date is the shop's time, +00:00
    loadHtml(`<main>${countdown('a', '2026-12-31T12:30')}${countdown('b', '2026-11-22T08:00')}${countdown('c', '2026-11-22T08:01')}</main>`);
    startWidgets();
    const parts = () => [digits('a', 'days_dash'), digits('a', 'hours_dash'), digits('a', 'minutes_dash'), digits('a', 'seconds_dash')];
    // 39 days (5 weeks and 4 days, shown as 39), 4 hours, 30 minutes, 0 seconds
    await until(() => expect(parts()).toEqual(['39', '04', '30', '00']));
    expect(document.getElementById('b')!.hidden).toBe(true);
    expect(document.getElementById('a')!.getAttribute('role')).toBe('timer');
    expect(tickerState()).toEqual({ tracked: 2, running: true });
    expect(digits('c', 'minutes_dash') + digits('c', 'seconds_dash')).toBe('0100');
    vi.advanceTimersByTime(1000);
    expect(digits('c', 'minutes_dash') + digits('c', 'seconds_dash')).toBe('0059');
    expect(parts()).toEqual(['39', '04', '29', '59']);
    vi.advanceTimersByTime(59_000);
    expect(document.getElementById('c')!.hidden).toBe(true);
    expect(document.getElementById('c')!.style.display).toBe('none');
    expect(tickerState()).toEqual({ tracked: 1, running: true });
  });

  it('adds digits when the days need three', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    loadHtml(`<main>${countdown('a', '2026-12-31T00:00')}</main>`);
    startWidgets();
    await until(() => expect(digits('a', 'days_dash')).toBe('364'));
    // Its name: each number with the dash's title from the markup (no catalogue to fetch).
    expect(document.getElementById('a')!.getAttribute('aria-label')).toBe('364 dagen, 0 uren, 0 minuten, 0 seconden');
  });
});
