/**
 * WooZone's country box (HOOKS.md): the first `ul.WooZone-country-check` the server printed.
 * The island renders the live box at its configured position; the list it renders carries
 * `data-sw-live` so the scanner never takes it for another server box.
 */
export const COUNTRY_BOX = 'ul.WooZone-country-check:not([data-sw-live])';
