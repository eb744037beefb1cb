/** Console output of the script, always prefixed so a theme developer knows who speaks. */
const PREFIX = '[shop-widgets]';

export const log = {
  error: (...args: unknown[]) => console.error(PREFIX, ...args),
  warn: (...args: unknown[]) => console.warn(PREFIX, ...args),
};
