import { isPackageKey } from '@yardwise/domain/catalog/catalog';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { CommandError } from '@yardwise/domain/commands/commandError';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { ProfileDoc } from '@yardwise/domain/firestore/documents';
import { cannotOnboardAlert } from '@yardwise/domain/onboarding/contextError';
import { CANNOT_ONBOARD_ALERT_NEEDS_PURCHASE } from '@yardwise/domain/onboarding/messages';
import { alertCannotOnboardInput } from '@yardwise/domain/onboarding/schemas';
import { selectStaffAlerts, type StaffAlerts } from '../adapters/alerts/staffAlerts';
import { callableCommand } from '../commands/callableCommand';
import { enforceRateLimit } from '../security/rateLimiter';

let alerts: () => StaffAlerts = selectStaffAlerts;

/** For tests: the alerts the callable sends through. */
export function setStaffAlertsForTests(replacement: StaffAlerts | null): void {
  alerts = replacement ? () => replacement : selectStaffAlerts;
}

/**
 * A client whose onboard state failed to load tells staff, with the failure as the client saw it
 * and the client's uid. Only a client who bought a design may (an onboard state, or a package on
 * their profile when the state itself could not be made), a few times an hour; the channel shows
 * the detail as plain text (the staff alerts escape it), so it can neither mention nor link.
 */
export const alertCannotOnboard = callableCommand({
  name: 'alertCannotOnboard',
  access: 'account',
  input: alertCannotOnboardInput,
  async handler({ caller, input, db, now }): Promise<{ alerted: boolean }> {
    const [state, profile] = await Promise.all([
      db.collection(COLLECTIONS.onboardStates).doc(onboardStateIdFor(caller.uid)).get(),
      db.collection(COLLECTIONS.profiles).doc(caller.uid).get(),
    ]);
    const bought =
      state.exists || isPackageKey((profile.data() as ProfileDoc | undefined)?.package);
    if (!bought) throw new CommandError('permission-denied', CANNOT_ONBOARD_ALERT_NEEDS_PURCHASE);
    await enforceRateLimit(db, 'alertCannotOnboard', caller.uid, now);
    const delivery = await alerts().send(cannotOnboardAlert(input.detail), { uid: caller.uid });
    return { alerted: delivery !== 'failed' };
  },
});
