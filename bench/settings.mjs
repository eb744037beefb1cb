// What the bench measures and against what: the demo's page types and the budgets
// (docs/performance.md). Shared by run.mjs and ab.mjs.

export const BUDGET = {
  // INP of every interaction, cold and warm; on the listing of 2,000, the page's own re-layout
  // after a card changes dominates: there web.dev's "good".
  inpMs: 100,
  inpLongListingMs: 200,
  // CLS of the page with the script over the same page without it.
  clsOverBaseline: 0.01,
  idleJsKb: 20,
  // The script's share of main-thread time, on the listings of 20, 200 and 2,000.
  scriptMs: 60,
  tbtOverBaselineMs: 10,
  // Requests to PHP per page view without interaction, by the state of the shopper's cart.
  phpRequests: { 'no cart': 0, 'cart, no cache': 1, 'fresh cache': 0, 'stale cache': 1 },
};

// The front page is left out: the demo serves it without the script only as another page.
export const ALL_PAGES = [
  { type: 'listing', count: 20, path: '/shop/?count=20' },
  { type: 'listing', count: 200, path: '/shop/?count=200' },
  { type: 'listing', count: 2000, path: '/shop/?count=2000' },
  // demo_sync=no: the steady state (WooZone syncs a product at most once per interval); the
  // first view of a product that needs a sync also loads the sync notice and its call.
  { type: 'product', path: '/product/accu-grasmaaier-greenline-36v/?demo_sync=no' },
  { type: 'cart', path: '/cart/' },
  { type: 'checkout', path: '/checkout/' },
  { type: 'deals', path: '/deals/' },
  { type: 'comparison', path: '/vergelijken/grasmaaiers/?compareids=101,102,103' },
  { type: 'guide', path: '/gids/beste-accu-grasmaaier-2026/' },
];
