// INP of the first interaction of each kind: a real pointer (playwright's mouse, which moves to
// the control, presses it and holds it as a hand does, press() below) or keyboard, input to
// next paint as Event Timing reports it. Cold: a fresh context, nothing in the HTTP cache, the
// page's first interaction of that kind; warm: the same shopper's next page view, the code in the
// cache.
import { median } from './numbers.mjs';
import { DESKTOP, PHONE, throttle } from './throttled-browser.mjs';
import { inp, interactions } from './web-vitals.mjs';
import { BUDGET } from './settings.mjs';

const PANEL_OPEN = '#rh-woo-cart-panel.active';
const PANEL_ROW = '#rh-woo-cart-panel .woocommerce-mini-cart-item';
const PRODUCT_PAGE = '/product/accu-grasmaaier-greenline-36v/?demo_sync=no';
const DONE_TIMEOUT_MS = 15000;
// The listing of 2,000 at a high rate on a busy machine takes tens of seconds to load.
const LOAD_TIMEOUT_MS = 120000;
const SETTLE_MS = 1000;
/**
 * How long the button is held down: the short end of how long people hold a mouse button or a
 * finger (docs/performance.md, "Interactions"). Playwright lets go at once unless told, which
 * puts the press, the release and the click in one frame, as no hand does.
 */
const PRESS_HOLD_MS = 80;

/**
 * A shopper's click: the pointer moves onto the control's centre and presses at once (its arrival,
 * with the intent it brings, shares the press's frame, as a tap's does), then lets go, as raw
 * input. Not `locator.click()`: playwright then checks the hit target with a listener of its own
 * in the page, on pointerdown, whose hit tests Event Timing counts as the page's processing (on
 * the listing of 2,000 a large part of the interaction, and no shopper has it).
 */
export async function press(locator) {
  await locator.scrollIntoViewIfNeeded();
  // In the middle of the window, clear of what is fixed to its edges (the store notice).
  await locator.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box to press`);
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: PRESS_HOLD_MS });
}

/** Puts products in the shopper's cart the way another tab would: the cookies, no page view. */
const fillCart = (ids) => async (context, base) => {
  for (const id of ids) await context.request.post(`${base}/?wc-ajax=add_to_cart`, { form: { product_id: String(id) } });
};

/** Opens the mini-cart panel from the header and waits for its lines (not measured). */
async function openPanel(page) {
  await page.locator('.menu-cart-btn').click();
  await page.locator(`${PANEL_OPEN} .woocommerce-mini-cart-item`).first().waitFor({ timeout: DONE_TIMEOUT_MS });
}

const panelLine = (id) => `${PANEL_OPEN} .woocommerce-mini-cart-item [data-product_id="${id}"]`;

const addOnListing = (count) => ({
  name: `add on listing ${count}`,
  path: `/shop/?count=${count}`,
  budgetMs: count >= 2000 ? BUDGET.inpLongListingMs : BUDGET.inpMs,
  // A different product each time: the warm add is a new line too.
  act: (page, phase) => press(page.locator(`.ajax_add_to_cart[data-product_id="${phase === 'cold' ? 101 : 105}"]`)),
  done: (page, phase) =>
    page
      .locator(panelLine(phase === 'cold' ? 101 : 105))
      .first()
      .waitFor({ timeout: DONE_TIMEOUT_MS }),
  shows: (phase) => panelLine(phase === 'cold' ? 101 : 105),
});

/**
 * What a listing costs by itself: the same page without the script, where an add changes what
 * WooCommerce's own add-to-cart script changes (the button loading, the answer's fragments put in,
 * the button added with its 'View cart' link, the theme's panel opened). The reference beside our
 * add on each listing: the page's re-layout after a card changes, not ours. No budget: it is not
 * the script's.
 */
function wooCommerceAdd() {
  document.addEventListener('click', async (event) => {
    const button = event.target.closest('.ajax_add_to_cart');
    if (!button) return;
    event.preventDefault();
    button.classList.add('loading');
    const body = new URLSearchParams({ product_id: button.dataset.product_id, quantity: '1' });
    const answer = await (await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body })).json();
    for (const [selector, html] of Object.entries(answer.fragments)) for (const el of document.querySelectorAll(selector)) el.outerHTML = html;
    button.classList.replace('loading', 'added');
    button.insertAdjacentHTML('afterend', '<a href="/cart/" class="added_to_cart wc-forward" title="Bekijk winkelwagen">Bekijk winkelwagen</a>');
    document.querySelector('#rh-woo-cart-panel')?.classList.add('active');
  });
}

const pageOwnAdd = (count) => ({
  ...addOnListing(count),
  name: `the page's own add on listing ${count} (no script)`,
  path: `/shop/?count=${count}&nojs=1`,
  budgetMs: undefined,
  noScript: true,
  before: (page) => page.evaluate(wooCommerceAdd),
  shows: undefined,
});

/**
 * The interactions measured, each on the page type where a shopper meets it. `setup` prepares
 * the context once, `before` the page (neither measured); `act` is the interaction; `done`
 * waits for what the shopper then sees, so a lost click cannot pass for a fast one.
 */
export const INTERACTIONS = [
  addOnListing(20),
  pageOwnAdd(20),
  addOnListing(200),
  pageOwnAdd(200),
  addOnListing(2000),
  pageOwnAdd(2000),
  {
    name: 'add on product page',
    path: PRODUCT_PAGE,
    budgetMs: BUDGET.inpMs,
    act: (page) => press(page.locator('form.cart .single_add_to_cart_button')),
    done: (page) => page.locator(`${PANEL_OPEN} .woocommerce-mini-cart-item`).first().waitFor({ timeout: DONE_TIMEOUT_MS }),
  },
  {
    name: 'open panel from header',
    path: '/shop/?count=20',
    budgetMs: BUDGET.inpMs,
    setup: fillCart([101, 107]),
    act: (page) => press(page.locator('.menu-cart-btn')),
    done: (page) => page.locator(PANEL_OPEN).waitFor({ timeout: DONE_TIMEOUT_MS }),
  },
  {
    name: 'change a quantity',
    path: '/shop/?count=20',
    budgetMs: BUDGET.inpMs,
    setup: fillCart([101, 107]),
    before: openPanel,
    act: async (page) => {
      const row = page.locator(PANEL_ROW).first();
      const before = await row.locator('input.qty').inputValue();
      await press(row.locator('.plus-quantity'));
      return before;
    },
    done: (page, _phase, before) =>
      page.waitForFunction(([row, value]) => document.querySelector(`${row} input.qty`)?.value !== value, [PANEL_ROW, before], { timeout: DONE_TIMEOUT_MS }),
  },
  {
    name: 'remove a line',
    path: '/shop/?count=20',
    budgetMs: BUDGET.inpMs,
    // Three lines: one removed cold, one warm, and the panel never empty.
    setup: fillCart([101, 107, 105]),
    before: openPanel,
    act: async (page) => {
      const rows = await page.locator(PANEL_ROW).count();
      await press(page.locator(`${PANEL_ROW} .remove_from_cart_button`).first());
      return rows;
    },
    done: (page, _phase, rows) =>
      page.waitForFunction(([row, n]) => document.querySelectorAll(row).length < n, [PANEL_ROW, rows], { timeout: DONE_TIMEOUT_MS }),
  },
  {
    name: 'compare',
    path: '/shop/?count=20',
    budgetMs: BUDGET.inpMs,
    act: (page, phase) => press(page.locator(`ul.products .wpsm-button-new-compare.addcompare-id-${phase === 'cold' ? 101 : 102}`)),
    done: (page, phase) =>
      page.locator(`ul.products .wpsm-button-new-compare.addcompare-id-${phase === 'cold' ? 101 : 102}.comparing`).waitFor({ timeout: DONE_TIMEOUT_MS }),
  },
  {
    name: 'open login pop-up',
    path: '/deals/',
    budgetMs: BUDGET.inpMs,
    act: (page) => press(page.locator('.rh-header-login')),
    done: (page) => page.getByRole('dialog', { name: 'Inloggen' }).waitFor({ timeout: DONE_TIMEOUT_MS }),
  },
  {
    name: 'reveal a coupon',
    path: '/deals/',
    budgetMs: BUDGET.inpMs,
    // The reveal window is answered by a blank page, and this page's trip to the merchant by
    // 204 No Content, which leaves the page where it is, and with it its Event Timing entries.
    setup: async (context) => {
      await context.route(/[?&]codeid=/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>coupon</title>' }));
      await context.route(/\/__demo\/merchant\//, (route) => route.fulfill({ status: 204 }));
    },
    act: async (page) => {
      const opened = page.context().waitForEvent('page', { timeout: DONE_TIMEOUT_MS });
      await press(page.locator('[data-codeid="501"]'));
      return opened;
    },
    done: async (_page, _phase, opened) => (await opened).close(),
  },
  {
    name: 'open mobile menu',
    path: '/gids/beste-accu-grasmaaier-2026/',
    budgetMs: BUDGET.inpMs,
    viewport: PHONE,
    act: (page) => press(page.locator('#dl-trigger')),
    done: (page) =>
      page.waitForFunction(() => document.querySelector('#dl-trigger')?.getAttribute('aria-expanded') === 'true', null, { timeout: DONE_TIMEOUT_MS }),
  },
  {
    name: 'type in live search',
    path: '/gids/beste-accu-grasmaaier-2026/',
    budgetMs: BUDGET.inpMs,
    // Focus is put in the field without an interaction: what is measured is the typing.
    before: (page) => page.locator('#header-search').focus(),
    act: (page) => page.keyboard.type('accu', { delay: 150 }),
    done: (page) => page.locator('.head_search .re-aj-search-wrap.re-aj-search-open').waitFor({ timeout: DONE_TIMEOUT_MS }),
  },
];

/**
 * In the page: from now on, each frame checks for `selector`, and the first frame that shows it
 * is kept (`window.__shownAt`), with the add_to_cart call's own time (the server's).
 */
const watchFor = (selector) =>
  new Promise((resolve) => {
    const check = () => {
      if (!document.querySelector(selector)) return requestAnimationFrame(check);
      const call = performance.getEntriesByType('resource').findLast((e) => e.name.includes('add_to_cart'));
      window.__shown = { at: performance.now(), serverMs: call ? call.responseEnd - call.requestStart : Number.NaN };
    };
    window.__shown = undefined;
    requestAnimationFrame(check);
    resolve();
  });

/**
 * The interactions a list of words picks: each word picks the interaction of that name, or else
 * every one whose name holds it ('add' picks every add, 'add on listing 20' that one alone).
 */
export function pickInteractions(words) {
  return INTERACTIONS.filter((i) => words.some((w) => i.name === w || (!INTERACTIONS.some((other) => other.name === w) && i.name.includes(w))));
}

/**
 * One interaction on the page as it is: INP of what started after the mark, and for an add, the
 * time from the input to the first frame that shows the new line in the panel.
 */
async function measureOne(page, interaction, phase) {
  if (interaction.before) await interaction.before(page);
  const shows = interaction.shows?.(phase);
  if (shows) await page.evaluate(watchFor, shows);
  const mark = await page.evaluate(() => performance.now());
  const acted = await interaction.act(page, phase);
  await interaction.done(page, phase, acted);
  // Entries come after the next paint; an interaction under 16 ms brings none (but a first input).
  await page.waitForFunction((since) => window.__vitals.events.some((e) => e.interactionId && e.start >= since), mark, { timeout: 1500 }).catch(() => {});
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))));
  const { events, shown } = await page.evaluate(() => ({ events: window.__vitals.events, shown: window.__shown }));
  const durations = interactions(events, mark);
  const input = Math.min(...events.filter((e) => e.interactionId && e.start >= mark).map((e) => e.start));
  return {
    inp: inp(durations),
    ...(shown && Number.isFinite(input) && { shownMs: shown.at - input, serverMs: shown.serverMs }),
  };
}

/**
 * The page loaded, the script started (if the page has it), and a second for the page's own work after load (what a
 * shopper takes to find the control): the interaction is not queued behind the page's loading.
 */
async function ready(page, url, withScript) {
  await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
  if (withScript) await page.waitForFunction(() => Boolean(window.ShopWidgets), null, { timeout: DONE_TIMEOUT_MS });
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * Cold then warm INP of one interaction, in one fresh context at `rate`: { cold, warm } (NaN if
 * it failed, with `error`), and `shown` for an add.
 */
export async function coldAndWarm(browser, { base, rate, interaction }) {
  const context = await browser.newContext({ viewport: interaction.viewport ?? DESKTOP });
  const result = { cold: Number.NaN, warm: Number.NaN, shown: {} };
  try {
    await interaction.setup?.(context, base);
    const page = await context.newPage();
    await throttle(context, page, rate);
    for (const phase of ['cold', 'warm']) {
      await ready(page, `${base}${interaction.path}`, !interaction.noScript);
      const one = await measureOne(page, interaction, phase);
      result[phase] = one.inp;
      if (one.shownMs !== undefined) result.shown[phase] = { shownMs: one.shownMs, serverMs: one.serverMs };
    }
  } catch (error) {
    result.error = String(error).split('\n')[0];
  } finally {
    await context.close();
  }
  return result;
}

/**
 * Every interaction, round after round, each round at the rate `nextRate()` measures at its
 * start (medians of `runs`); failures are counted, not hidden.
 */
export async function measureInteractions({ browser, base, nextRate, runs, interactions: list = INTERACTIONS }) {
  const samples = new Map(list.map((i) => [i.name, { cold: [], warm: [], shown: { cold: [], warm: [] }, errors: [] }]));
  for (let round = 0; round < runs && list.length; round++) {
    const rate = await nextRate();
    for (const interaction of list) {
      const run = await coldAndWarm(browser, { base, rate, interaction });
      const s = samples.get(interaction.name);
      if (run.error) s.errors.push(run.error);
      for (const phase of ['cold', 'warm']) {
        if (Number.isFinite(run[phase])) s[phase].push(run[phase]);
        if (run.shown[phase]) s.shown[phase].push(run.shown[phase]);
      }
    }
  }
  const mid = (values) => (values.length ? median(values) : Number.NaN);
  return list.map((i) => {
    const s = samples.get(i.name);
    const shown = (phase) =>
      s.shown[phase].length ? { shownMs: mid(s.shown[phase].map((x) => x.shownMs)), serverMs: mid(s.shown[phase].map((x) => x.serverMs)) } : undefined;
    return {
      name: i.name,
      path: i.path,
      budgetMs: i.budgetMs,
      coldMs: mid(s.cold),
      warmMs: mid(s.warm),
      cold: s.cold,
      warm: s.warm,
      ...(i.shows && { shown: { cold: shown('cold'), warm: shown('warm') } }),
      errors: s.errors,
    };
  });
}
