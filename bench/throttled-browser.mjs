// Headless Chromium as the bench drives it: quiet (no background traffic to skew the network
// figures) and every page at the calibrated CPU throttling rate (calibrate.mjs), recording its
// long tasks, layout shifts and Event Timing entries from the start (web-vitals.mjs).
import { chromium } from 'playwright-core';
import { recordVitals } from './web-vitals.mjs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchBrowser = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

export const DESKTOP = { width: 1280, height: 800 };
/** The target phone's screen (Lighthouse's mobile emulation): for what only a phone shows. */
export const PHONE = { width: 412, height: 823 };

/** Requests that reach PHP on a WordPress shop: they cannot be served from a page cache. */
export const isPhpRequest = (url) => /[?&]wc-ajax=|\/admin-ajax\.php|\/wp-json\//.test(url);

/** Throttles a page of a context at `rate` and records its vitals from its first script on. */
export async function throttle(context, page, rate) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Performance.enable');
  await page.addInitScript(recordVitals);
  return cdp;
}

/** A fresh context (cold HTTP cache, no cookies) and page at `rate`. */
export async function throttledPage(browser, rate, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await throttle(context, page, rate);
  return { context, page, cdp };
}

/** Main-thread script time so far (Chromium's ScriptDuration), in ms. */
export async function scriptDuration(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

/** Appends `nojs=1`: the demo serves the same page without the script. */
export const withoutScript = (path) => `${path}${path.includes('?') ? '&' : '?'}nojs=1`;
