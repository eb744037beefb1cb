import { readKeys, type ConfigProblem, type Keys, type SectionValue } from './keys';
import { loadChunk } from '../lib/load-chunk';
import { addToCartParams, cartFragmentsParams, woocommerceParams } from './sections/woocommerce';
import { shopWidgetsOptions } from './sections/shop-widgets';
import { woozoneVars } from './sections/marketplace';
import { compareChartVars, themeVars } from './sections/theme';
import { attributionParams } from './sections/attribution';

export const CONFIG_BLOCK_ID = 'shop-widgets-config';

type Section = readonly [global: string, keys: Keys, alias?: string];

/** Each section of the config: the global it comes from (and its older name), and its keys. */
const SECTIONS = {
  addToCart: ['wc_add_to_cart_params', addToCartParams],
  fragments: ['wc_cart_fragments_params', cartFragmentsParams],
  woocommerce: ['woocommerce_params', woocommerceParams],
  marketplace: ['woozone_vars', woozoneVars],
  theme: ['rhscriptvars', themeVars, 'translation'],
  compare: ['comparechart', compareChartVars],
  attribution: ['wc_order_attribution', attributionParams],
  options: ['shop_widgets', shopWidgetsOptions],
} as const satisfies Record<string, Section>;

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
  const config = { present: {} } as Record<string, unknown> & Pick<ShopConfig, 'present'>;
  for (const [name, [global, keys, alias]] of Object.entries(SECTIONS) as [keyof typeof SECTIONS, Section][]) {
    // Our own options are only in the JSON block; WooCommerce prints attribution's under `params`.
    let raw = name === 'options' ? block[global] : mergeGlobal(win, block, global, alias);
    let section: string = global;
    if (name === 'attribution') {
      raw = (raw as { params?: unknown } | undefined)?.params;
      section += '.params';
    }
    config.present[global] = raw != null;
    config[name] = readKeys(section, raw, keys, problems);
  }
  if (problems.length) report(problems);
  return config as unknown as ShopConfig;
}

/** A global of the page (or of its older name), with the keys of the JSON block's entry of the same name on top. */
function mergeGlobal(win: Window, block: Record<string, unknown>, name: string, alias?: string): unknown {
  const globals = win as unknown as Record<string, unknown>;
  const fromGlobal = globals[name] !== undefined || !alias ? globals[name] : globals[alias];
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
