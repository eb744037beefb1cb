import type { WidgetContext } from '../../mount/types';
import { loadChunk } from '../../src/lib/load-chunk';
import { navigateTo } from '../../src/dom/navigate';

/**
 * The comparison chart's controls, answered from the behaviour's delegated listeners. The chart
 * code is its own chunk, loaded on demand, so a page without a chart never downloads it.
 */

/** The chart chunk; null when it cannot load (the caller falls back to what the markup does). */
const chart = () => loadChunk(() => import('./chart')).catch(() => null);

/** The in-chart remove; if the chart code cannot load, the link is followed as the server meant. */
export function removeInChart(link: HTMLElement, ctx: WidgetContext): void {
  void chart().then((m) => {
    if (m) void m.removeFromChart(link, ctx);
    else navigateTo(link.getAttribute('href'));
  });
}

/** 'Show differences only' toggled: dims or undims the equal rows. */
export function toggleDifferencesOnly(box: HTMLInputElement): void {
  void chart().then((m) => m?.showDifferencesOnly(box));
}
