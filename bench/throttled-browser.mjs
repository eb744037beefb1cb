// Headless Chromium as the bench drives it: quiet (no background traffic to skew the network
// figures) and every page at 4× CPU throttling, a mid-range phone's speed on a laptop.
import { chromium } from 'playwright-core';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CPU_THROTTLING = 4;

export const launchBrowser = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

/** A fresh context (cold HTTP cache) and page at 4× CPU, with long tasks recorded from the start. */
export async function throttledPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await cdp.send('Performance.enable');
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push({ start: e.startTime, duration: e.duration }))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  return { context, page, cdp };
}
