import { cannotOnboardAlert } from '@yardwise/domain/onboarding/contextError';
import { alertCannotOnboardInput } from '@yardwise/domain/onboarding/schemas';
import { selectStaffAlerts, type StaffAlerts } from '../adapters/alerts/staffAlerts';
import { callableCommand } from '../commands/callableCommand';

let alerts: () => StaffAlerts = selectStaffAlerts;

/** For tests: the alerts the callable sends through. */
export function setStaffAlertsForTests(replacement: StaffAlerts | null): void {
  alerts = replacement ? () => replacement : selectStaffAlerts;
}

/**
 * A client whose onboard state failed to load tells staff, with the failure as the
 * client saw it and the client's uid. Decision: the detail is the app's own error text; it is
 * sent as given, with control characters removed, since only signed-in clients can send it.
 */
export const alertCannotOnboard = callableCommand({
  name: 'alertCannotOnboard',
  access: 'account',
  input: alertCannotOnboardInput,
  async handler({ caller, input }): Promise<{ alerted: boolean }> {
    // eslint-disable-next-line no-control-regex
    const detail = input.detail.replace(/[\u0000-\u001f\u007f]/g, ' ');
    const delivery = await alerts().send(cannotOnboardAlert(detail), { uid: caller.uid });
    return { alerted: delivery !== 'failed' };
  },
});
