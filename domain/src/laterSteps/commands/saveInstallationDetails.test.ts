import { describe, expect, it } from 'vitest';
import { executeCommand, type Caller } from '../../commands/command';
import { mapDocStore } from '../../commands/mapDocStore';
import { refusal } from '../../commands/testing/refusal';
import { STEP_NOT_IN_PACKAGE } from '../messages';
import { saveInstallationDetails } from './saveInstallationDetails';
import {
  ana,
  itRefusesCallersWithoutOnboarding,
  jo,
  laterStepClientDocs,
  refusesAsInvalid,
} from './testing/laterStepClients';

// Installation Details counts months from the date of the save.
const now = new Date('2026-11-15T12:00:00.000Z');

const answers = {
  startMonth: '2027-03',
  contactMethod: 'text',
  accessNotes: '  Side gate, code 1234. The dog is friendly.  ',
};

// Ana bought Uber Premium, the one package with Installation Details; Jo bought Full Yard.
const seeded = () =>
  mapDocStore({
    ...laterStepClientDocs('u1', {
      packageKey: 'uber-premium',
      currentStep: 'InstallationDetails',
    }),
    ...laterStepClientDocs('u2'),
  });

const run = (input: unknown, store = seeded(), caller: Caller | null = ana) =>
  executeCommand(saveInstallationDetails, input, caller, store, now);

describe('saveInstallationDetails', () => {
  it("stores the caller's answers for their project and moves them on to My Goals", async () => {
    const store = seeded();
    expect(await run(answers, store)).toEqual({ status: 'complete', currentStep: 'Goals' });
    expect(store.docs.get('laterStepAnswers/project-u1-installation-details')).toEqual({
      userId: 'u1',
      projectId: 'project-u1',
      step: 'installation-details',
      answers: { ...answers, accessNotes: 'Side gate, code 1234. The dog is friendly.' },
      updatedAt: '2026-11-15T12:00:00.000Z',
    });
    expect(store.docs.get('onboardStates/onboard-state-u1')).toMatchObject({
      laterSteps: { 'installation-details': 'complete' },
      currentStep: 'Goals',
    });
  });

  it('takes this month to 18 months ahead by the server’s date, inclusive', async () => {
    for (const startMonth of ['2026-11', '2028-05']) {
      const store = seeded();
      expect((await run({ ...answers, startMonth }, store)).status).toBe('complete');
    }
    for (const startMonth of ['2026-10', '2028-06']) {
      const store = seeded();
      const error = await refusal(run({ ...answers, startMonth }, store));
      expect([error.code, error.message]).toEqual([
        'invalid-argument',
        'Please choose a month from November 2026 to May 2028.',
      ]);
      expect(store.writes).toBe(0);
    }
  });

  it('refuses a client whose package has no Installation Details, and writes nothing', async () => {
    const store = seeded();
    const error = await refusal(run(answers, store, jo));
    expect([error.code, error.message]).toEqual(['failed-precondition', STEP_NOT_IN_PACKAGE]);
    expect(store.writes).toBe(0);
  });

  it.each([
    [
      'no start month',
      { ...answers, startMonth: '' },
      'Please choose the month you would like installation to start.',
    ],
    [
      'a month written another way',
      { ...answers, startMonth: 'March 2027' },
      'Please choose the month you would like installation to start.',
    ],
    [
      'an unknown way of contact',
      { ...answers, contactMethod: 'pigeon' },
      'Please choose how the installer should contact you.',
    ],
    [
      'access notes over 500 characters',
      { ...answers, accessNotes: 'x'.repeat(501) },
      'Please keep this to 500 characters or fewer.',
    ],
    ['another project named in the input', { ...answers, projectId: 'project-u2' }, null],
  ])('refuses %s and writes nothing', refusesAsInvalid(run, seeded));

  itRefusesCallersWithoutOnboarding(run, seeded, answers);
});
