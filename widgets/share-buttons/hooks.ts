/** HOOKS.md "Share": `span.share-link-image[data-href][data-service]`. */
export const SHARE_BUTTON = '.share-link-image[data-href]';
