import { key } from '../keys';
import { configFlag, textRecord, textList } from '../checks';

/**
 * Our own options, from the `shop_widgets` key of the JSON block
 * `<script type="application/json" id="shop-widgets-config">` (README "Configuration").
 */
export const shopWidgetsOptions = {
  /** Open the sliding cart panel after an add; false shows the "Added to Cart" toast instead. */
  sliding_cart: key(configFlag, true),
  /** Overrides of any message of src/i18n/t.ts or messages-lazy.ts, by message id. */
  messages: key(textRecord, {} as Record<string, string>),
  /** Names of widgets (the headings of docs/hooks.md) that this page must not enhance. */
  disabled_widgets: key(textList, [] as string[]),
};
