import { object } from 'yup';
import { isPackageKey } from '../../catalog/catalog';
import { onboardStateIdFor, projectIdFor } from '../../checkout/fulfilmentPlan';
import { defineCommand } from '../../commands/command';
import { UNEXPECTED_FIELD } from '../../forms/messages';
import { createOnboardState } from '../onboardState';

export const startOnboardingInput = object({}).noUnknown(UNEXPECTED_FIELD).strict();

/**
 * What the first load of onboarding found: a state already there, one created now, or
 * no profile / no project, which sends the client to the marketing packages page.
 */
export type StartOnboardingOutcome = 'exists' | 'created' | 'no-profile' | 'no-project';

/**
 * Loads the onboard state: if none exists, the profile is read; a missing profile or project
 * creates nothing. Decision: a profile whose package is unknown counts as no profile, since
 * onboarding cannot choose its yards.
 */
export const startOnboarding = defineCommand({
  name: 'startOnboarding',
  access: 'account',
  input: startOnboardingInput,
  async run({ caller, now, store }): Promise<{ outcome: StartOnboardingOutcome }> {
    const id = onboardStateIdFor(caller.uid);
    if (await store.get('onboardStates', id)) return { outcome: 'exists' };
    const profile = await store.get('profiles', caller.uid);
    if (!profile || !isPackageKey(profile.package)) return { outcome: 'no-profile' };
    const projectId = projectIdFor(caller.uid);
    if (!(await store.get('projects', projectId))) return { outcome: 'no-project' };
    await store.set(
      'onboardStates',
      id,
      createOnboardState(profile.package, { userId: caller.uid, projectId, now }),
    );
    return { outcome: 'created' };
  },
});
