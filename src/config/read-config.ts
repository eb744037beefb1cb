import { readKeys, type ConfigProblem, type SectionValue } from './keys';
import { loadChunk } from '../lib/load-chunk';
import { addToCartParams, cartFragmentsParams, woocommerceParams } from './sections/woocommerce';
import { shopWidgetsOptions } from './sections/shop-widgets';
import { woozoneVars } from './sections/marketplace';
import { compareChartVars, themeVars } from './sections/theme';
import { attributionParams } from './sections/attribution';

export const CONFIG_BLOCK_ID = 'shop-widgets-config';

/** The page configuration, validated: every key has a value (the page's or the spec default). */
export interface ShopConfig {
  addToCart: SectionValue<typeof addToCartParams>;
  fragments: SectionValue<typeof cartFragmentsParams>;
  woocommerce: SectionValue<typeof woocommerceParams>;
  marketplace: SectionValue<typeof woozoneVars>;
  theme: SectionValue<typeof themeVars>;
  compare: SectionValue<typeof compareChartVars>;
  attribution: SectionValue<typeof attributionParams>;
  options: SectionValue<typeof shopWidgetsOptions>;
  /** Which globals the page printed: a feature whose global is absent stays quiet. */
  present: Record<string, boolean>;
}

/**
 * The console errors for wrong values: their texts load only when the config has one (the
 * values already have their defaults; the errors follow a moment later).
 */
function reportLater(problems: ConfigProblem[]): void {
  loadChunk(() => import('./report')).then(
    (m) => m.reportProblems(problems),
    () => {},
  );
}

/**
 * Reads the globals the PHP side prints (HOOKS.md) and the optional JSON block. A key in the
 * JSON block overrides the same key of the global (pages under a strict CSP print no inline
 * scripts, so the block is their only way to configure). A wrong value takes its default and is
 * reported (one console error each, naming the key and what was expected).
 */
export function readConfig(win: Window = window, report: (problems: ConfigProblem[]) => void = reportLater): ShopConfig {
  const problems: ConfigProblem[] = [];
  const block = readJsonBlock(win.document, problems);
  const source = (name: string, ...aliases: string[]): unknown => mergeGlobal(win, block, name, aliases);
  const attribution = source('wc_order_attribution') as { params?: unknown } | undefined;
  const raw = {
    wc_add_to_cart_params: source('wc_add_to_cart_params'),
    wc_cart_fragments_params: source('wc_cart_fragments_params'),
    woocommerce_params: source('woocommerce_params'),
    woozone_vars: source('woozone_vars'),
    rhscriptvars: source('rhscriptvars', 'translation'),
    comparechart: source('comparechart'),
    wc_order_attribution: attribution?.params,
    shop_widgets: block.shop_widgets,
  };
  const config: ShopConfig = {
    addToCart: readKeys('wc_add_to_cart_params', raw.wc_add_to_cart_params, addToCartParams, problems),
    fragments: readKeys('wc_cart_fragments_params', raw.wc_cart_fragments_params, cartFragmentsParams, problems),
    woocommerce: readKeys('woocommerce_params', raw.woocommerce_params, woocommerceParams, problems),
    marketplace: readKeys('woozone_vars', raw.woozone_vars, woozoneVars, problems),
    theme: readKeys('rhscriptvars', raw.rhscriptvars, themeVars, problems),
    compare: readKeys('comparechart', raw.comparechart, compareChartVars, problems),
    attribution: readKeys('wc_order_attribution.params', raw.wc_order_attribution, attributionParams, problems),
    options: readKeys('shop_widgets', raw.shop_widgets, shopWidgetsOptions, problems),
    present: Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v != null])),
  };
  if (problems.length) report(problems);
  return config;
}

/** A global of the page, with the keys of the JSON block's entry of the same name on top. */
function mergeGlobal(win: Window, block: Record<string, unknown>, name: string, aliases: string[] = []): unknown {
  const globals = win as unknown as Record<string, unknown>;
  const fromGlobal = [name, ...aliases].map((n) => globals[n]).find((v) => v !== undefined);
  const fromBlock = block[name];
  if (fromBlock && typeof fromBlock === 'object' && fromGlobal && typeof fromGlobal === 'object') {
    return { ...fromGlobal, ...fromBlock };
  }
  return fromBlock ?? fromGlobal;
}

/**
 * One global as readConfig sees it (JSON block on top), for lazily loaded features that read
 * a global of their own (wc_order_attribution.fields, wcAnalytics, wpApiSettings).
 */
export function pageGlobal(name: string, win: Window = window): unknown {
  return mergeGlobal(win, readJsonBlock(win.document, []), name);
}

function readJsonBlock(doc: Document, problems: ConfigProblem[]): Record<string, unknown> {
  const el = doc.getElementById(CONFIG_BLOCK_ID);
  if (!el?.textContent?.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(el.textContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    problems.push({ key: `#${CONFIG_BLOCK_ID}`, expected: 'a JSON object', got: parsed });
  } catch {
    problems.push({ key: `#${CONFIG_BLOCK_ID}`, expected: 'valid JSON', got: el.textContent.slice(0, 80) });
  }
  return {};
}
