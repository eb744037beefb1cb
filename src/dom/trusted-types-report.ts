import { log } from '../lib/log';
import { TRUSTED_TYPES_POLICY } from './trusted-types';

/**
 * The console error for a CSP that refused our policy, with what the site owner must add. Its
 * words load only on such a page: a page whose CSP is right does not fetch them.
 */
export function reportRefusedPolicy(): void {
  log.error(
    `Trusted Types refused the policy "${TRUSTED_TYPES_POLICY}": add "trusted-types ${TRUSTED_TYPES_POLICY}" to the CSP. The cart uses its links meanwhile.`,
  );
}
