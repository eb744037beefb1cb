/**
 * The CSS class WooZone gives a country's flag: the domain with its first dot as a dash ('co.uk' →
 * 'co-uk'). WooZone's stylesheet draws the flag from it (`.WooZone-cc_domain.co-uk`); the element
 * holds no text (a flag emoji shows as an empty box on Linux and as letters on Windows).
 */
export const flagClass = (domain: string): string => domain.replace('.', '-');
