import { lazyMessages } from './messages-lazy';
import { addMessages, text, type MessageId } from './t';

addMessages(lazyMessages);

/**
 * `t` for code that loads on demand: any message id. Importing this module adds the lazy
 * catalogue (./messages-lazy.ts), so it never sits in the start-up code.
 */
export const t: (id: MessageId, vars?: Record<string, string | number>) => string = text;
