import * as z from 'zod/mini';
import { configFlag, field } from '../field';

/**
 * Our own options, from the `shop_widgets` key of the JSON block
 * `<script type="application/json" id="shop-widgets-config">` (README "Configuration").
 */
export const shopWidgetsOptions = {
  /** Open the sliding cart panel after an add; false shows the "Added to Cart" toast instead. */
  sliding_cart: field(configFlag, true, 'a boolean'),
  /** Overrides of any message of src/i18n/messages.ts or messages-lazy.ts, by message id. */
  messages: field(z.record(z.string(), z.string()), {} as Record<string, string>, 'an object of message id → text'),
  /** Names of widgets (the headings of docs/hooks.md) that this page must not enhance. */
  disabled_widgets: field(z.array(z.string()), [] as string[], 'an array of widget names'),
};
