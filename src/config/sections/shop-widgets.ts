import { field } from '../field';
import { configFlag, textRecord, textList } from '../checks';

/**
 * Our own options, from the `shop_widgets` key of the JSON block
 * `<script type="application/json" id="shop-widgets-config">` (README "Configuration").
 */
export const shopWidgetsOptions = {
  /** Open the sliding cart panel after an add; false shows the "Added to Cart" toast instead. */
  sliding_cart: field(configFlag, true, 'a boolean'),
  /** Overrides of any message of src/i18n/messages.ts, messages-first-view.ts or messages-lazy.ts, by message id. */
  messages: field(textRecord, {} as Record<string, string>, 'an object of message id → text'),
  /** Names of widgets (the headings of docs/hooks.md) that this page must not enhance. */
  disabled_widgets: field(textList, [] as string[], 'an array of widget names'),
};
