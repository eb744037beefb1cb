import { sendHotCount } from '../../src/api/account';
import { boundTemperature, temperatureScale, votedTemperature } from '../../src/lib/deals';
import { t } from '../../src/i18n/t-lazy';
import type { WidgetContext } from '../../mount/types';
import { HOT_BUTTON } from './hooks';
import { HOT_DATA } from './data';
import { readData } from '../../src/dom/hooks';

const ALREADY = 'alreadyhot';

/** Shows a temperature: "N°" (cold_temp when negative) and the scale bar (cold_bar when negative). */
export function showTemperature(postId: string, value: number, max: number, min: number): void {
  const text = document.getElementById(`temperatur${postId}`);
  if (text) {
    text.textContent = `${value}°`;
    text.classList.toggle('cold_temp', value < 0);
  }
  const bar = document.getElementById(`scaleperc${postId}`);
  if (bar) {
    const { percent, cold } = temperatureScale(value, max, min);
    bar.style.width = `${percent}%`;
    bar.classList.toggle('cold_bar', cold);
  }
}

const buttonsOf = (postId: string) =>
  Array.from(document.querySelectorAll<HTMLElement>(HOT_BUTTON)).filter((b) => readData('deal-temperature', b, HOT_DATA).post_id === postId);

/**
 * A hot or cold vote: shown at once within max_temp / min_temp, sent as hot-count, then the
 * server's value is shown. One vote per post (alreadyhot); a failed vote is undone and the
 * buttons work again.
 */
export async function vote(button: HTMLElement, ctx: WidgetContext): Promise<void> {
  if (button.classList.contains(ALREADY) || button.getAttribute('aria-disabled') === 'true') return;
  const { post_id: postId, informer } = readData('deal-temperature', button, HOT_DATA);
  const hot = button.matches('.hotplus, .thumbplus');
  const { max_temp: max, min_temp: min, hotnonce } = ctx.config.theme;
  const buttons = buttonsOf(postId);
  buttons.forEach((b) => {
    b.classList.add(ALREADY);
    b.setAttribute('aria-disabled', 'true');
  });
  const optimistic = votedTemperature(informer, hot ? 'hot' : 'cold', max, min);
  showTemperature(postId, optimistic, max, min);
  const result = await sendHotCount(ctx.http, { nonce: hotnonce, vote: hot ? 'hot' : 'cold', postId, informer: String(informer) });
  if (!result.ok) {
    showTemperature(postId, informer, max, min);
    buttons.forEach((b) => {
      b.classList.remove(ALREADY);
      b.removeAttribute('aria-disabled');
    });
    ctx.store.getState().ui.announce(t('temperatureFailed'));
    return;
  }
  const value = boundTemperature(result.data, max, min);
  showTemperature(postId, value, max, min);
  buttons.forEach((b) => (b.dataset.informer = String(value)));
  ctx.store.getState().ui.announce(t('temperatureSaved', { value: `${value}°` }));
}

/** Started by the loading model on the first intent on a vote button (a click before is held). */
export function start(ctx: WidgetContext): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(HOT_BUTTON);
    if (!button || event.defaultPrevented) return;
    event.preventDefault();
    void vote(button, ctx);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
