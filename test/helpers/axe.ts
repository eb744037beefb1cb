import axe from 'axe-core';

/**
 * axe-core on the jsdom document: the violations as "rule: targets". jsdom reports an Apple
 * vendor, so floating-ui gives its hidden focus guards VoiceOver's button role (Chromium, where
 * the e2e axe runs on everything, does not): those guards are left out here only.
 */
export async function axeViolations(): Promise<string[]> {
  const result = await axe.run({ include: [document.body], exclude: [['[data-floating-ui-focus-guard]']] }, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
