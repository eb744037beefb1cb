import { check, isRecord } from '../api/http';
import { ATTRIBUTION_EXTENSION_KEY } from '../config/constants';
import { log } from '../lib/log';

/** The hidden inputs' element (WooCommerce's custom element) and the block checkout's root. */
export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';
export const CHECKOUT_FORM = 'form[name=checkout]';
export const BLOCK_CHECKOUT = '.wp-block-woocommerce-checkout';

/** Field → traffic-source path (HOOKS.md); the page's `wc_order_attribution.fields` wins. */
export const DEFAULT_FIELDS: Record<string, string> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

/** The page's field map (a config global). */
export const fieldMapSchema = check((value) =>
  isRecord(value) &&
  Object.entries(value).every(
    ([field, path]) => /^\w+$/.test(field) && typeof path === 'string' && /^(current|current_add|first|first_add|session|udata|promo)\.\w+$/.test(path),
  )
    ? { value: value as Record<string, string> }
    : undefined,
);

/** What the checkout gets: a value per field, or null for every field when tracking is off. */
export type AttributionData = Record<string, string | null>;

/**
 * Where the fields go: the first inputs element, preferring the one inside the classic checkout
 * form; `create` says whether missing inputs may be added. Older WooCommerce versions (before
 * the custom element) printed the hidden inputs straight into the checkout form: those are
 * filled as they are.
 */
export function findFieldsContainer(prefix: string, doc: Document = document): { container: Element; create: boolean } | null {
  const element = doc.querySelector(`${CHECKOUT_FORM} ${INPUTS_ELEMENT}`) ?? doc.querySelector(INPUTS_ELEMENT);
  if (element) return { container: element, create: true };
  const form = doc.querySelector(CHECKOUT_FORM);
  const hasOwnInputs = form && Array.from(form.querySelectorAll('input')).some((input) => input.name.startsWith(prefix));
  return hasOwnInputs ? { container: form, create: false } : null;
}

/**
 * Fills the hidden inputs. Values (which come from URLs and referrers) are only ever set as
 * input values, never parsed as markup. A missing input is created (when `create`), as
 * WooCommerce's own element does.
 */
export function fillInputs(container: Element, data: AttributionData, prefix: string, create = true): void {
  for (const [field, value] of Object.entries(data)) {
    const name = `${prefix}${field}`;
    let input = Array.from(container.querySelectorAll('input')).find((el) => el.name === name);
    if (!input && !create) continue;
    if (!input) {
      input = container.ownerDocument.createElement('input');
      input.type = 'hidden';
      input.name = name;
      container.append(input);
    }
    input.value = value ?? '';
  }
}

interface WpData {
  dispatch(store: string): Record<string, unknown> | undefined;
  subscribe?(listener: () => void, store?: string): () => void;
}

type ExtensionDataSetter = (namespace: string, data: AttributionData, replace: boolean) => void;

/**
 * The checkout store's key. Read from no `wc.wcBlocksData`: WooCommerce warns on the console about
 * a script touching it without declaring the data store a dependency (a script module cannot),
 * and its own order-attribution script names the store the same way.
 */
const CHECKOUT_STORE_KEY = 'wc/store/checkout';

/**
 * The checkout store's extension-data action, once the store is registered: `setExtensionData`
 * (WooCommerce 9.9 and later), else `__internalSetExtensionData`, its older name (deprecated
 * since, with a console warning).
 */
function extensionDataSetter(wpData: WpData, storeKey: string): ExtensionDataSetter | undefined {
  const store = wpData.dispatch(storeKey);
  const setter = store?.setExtensionData ?? store?.__internalSetExtensionData;
  return typeof setter === 'function' ? (setter as ExtensionDataSetter) : undefined;
}

/** Whether this window already waits for its checkout store (one subscription, however many fills). */
const waiting = new WeakSet<Window>();

/**
 * The block checkout keeps extension data in its wp.data store; the order then carries it.
 * Only when a block checkout is on the page. The store may be registered after this runs (the
 * checkout's scripts are the page's, not ours): then the data is set once it is, read again
 * through `data` at that moment. Returns whether the data is in the store now.
 */
export function setBlockCheckoutData(data: () => AttributionData, win: Window = window): boolean {
  if (!win.document.querySelector(BLOCK_CHECKOUT)) return false;
  const wpData = (win as unknown as { wp?: { data?: WpData } }).wp?.data;
  if (typeof wpData?.dispatch !== 'function') return false;
  const storeKey = CHECKOUT_STORE_KEY;
  try {
    const setExtensionData = extensionDataSetter(wpData, storeKey);
    if (setExtensionData) {
      setExtensionData(ATTRIBUTION_EXTENSION_KEY, data(), true);
      return true;
    }
    if (typeof wpData.subscribe === 'function' && !waiting.has(win)) {
      waiting.add(win);
      const unsubscribe = wpData.subscribe(() => {
        if (!extensionDataSetter(wpData, storeKey)) return;
        unsubscribe();
        waiting.delete(win);
        setBlockCheckoutData(data, win);
      });
    }
  } catch (error) {
    log.error('the block checkout did not take the order attribution data.', error);
  }
  return false;
}
