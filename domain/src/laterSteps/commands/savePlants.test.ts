import { describe, expect, it } from 'vitest';
import { executeCommand, type Caller } from '../../commands/command';
import { mapDocStore } from '../../commands/mapDocStore';
import { savePlants } from './savePlants';
import {
  ana,
  itRefusesCallersWithoutOnboarding,
  jo,
  laterStepClientDocs,
  now,
  refusesAsInvalid,
} from './testing/laterStepClients';

const answers = {
  lovedPlants: ['  Lavender ', 'Japanese   maple'],
  avoidedPlants: ['Bamboo'],
  allergies: '  Birch pollen.  ',
  nativeInterest: 'yes',
  edibleInterest: 'not-sure',
};
const empty = {
  lovedPlants: [],
  avoidedPlants: [],
  allergies: '',
  nativeInterest: '',
  edibleInterest: '',
};

const seeded = () =>
  mapDocStore({
    ...laterStepClientDocs('u1', { currentStep: 'Plants' }),
    ...laterStepClientDocs('u2'),
  });

const run = (input: unknown, store = seeded(), caller: Caller | null = ana) =>
  executeCommand(savePlants, input, caller, store, now);

describe('savePlants', () => {
  it("stores the caller's answers, tidied, and completes the step on to Start My Project", async () => {
    const store = seeded();
    expect(await run(answers, store)).toEqual({
      status: 'complete',
      currentStep: 'StartProject',
    });
    expect(store.docs.get('laterStepAnswers/project-u1-plants')).toEqual({
      userId: 'u1',
      projectId: 'project-u1',
      step: 'plants',
      answers: {
        lovedPlants: ['Lavender', 'Japanese maple'],
        avoidedPlants: ['Bamboo'],
        allergies: 'Birch pollen.',
        nativeInterest: 'yes',
        edibleInterest: 'not-sure',
      },
      updatedAt: '2026-03-01T12:00:00.000Z',
    });
    expect(store.docs.get('onboardStates/onboard-state-u1')).toMatchObject({
      laterSteps: { plants: 'complete' },
      currentStep: 'StartProject',
    });
  });

  it('decision: completes the optional step with an empty save too', async () => {
    const store = seeded();
    expect(await run(empty, store, jo)).toEqual({
      status: 'complete',
      currentStep: 'StartProject',
    });
    expect(store.docs.get('laterStepAnswers/project-u2-plants')).toMatchObject({ answers: empty });
    expect(store.docs.has('laterStepAnswers/project-u1-plants')).toBe(false);
  });

  it('replaces the answers on a second save', async () => {
    const store = seeded();
    await run(answers, store);
    await run({ ...answers, lovedPlants: ['Rosemary'], avoidedPlants: [] }, store);
    expect(store.docs.get('laterStepAnswers/project-u1-plants')).toMatchObject({
      answers: { lovedPlants: ['Rosemary'], avoidedPlants: [] },
    });
  });

  const thirtyOne = Array.from({ length: 31 }, (_, index) => `Plant ${index + 1}`);
  it.each([
    ['a 31st loved plant', { ...answers, lovedPlants: thirtyOne }, 'Please list up to 30 plants.'],
    [
      'a plant name over 60 characters',
      { ...answers, avoidedPlants: ['x'.repeat(61)] },
      'Please keep each plant to 60 characters or fewer.',
    ],
    ['an empty plant', { ...answers, lovedPlants: [' '] }, 'Please type the name of a plant.'],
    [
      'the same plant twice',
      { ...answers, lovedPlants: ['Lavender', 'LAVENDER'] },
      'Please list each plant once.',
    ],
    [
      'a plant loved and avoided',
      { ...answers, avoidedPlants: ['lavender'] },
      'A plant cannot be both loved and avoided: please remove lavender from one of the lists.',
    ],
    [
      'allergies over 500 characters',
      { ...answers, allergies: 'x'.repeat(501) },
      'Please keep this to 500 characters or fewer.',
    ],
    [
      'an unknown interest',
      { ...answers, edibleInterest: 'sometimes' },
      'Please choose yes, no or not sure.',
    ],
    ['another project named in the input', { ...answers, projectId: 'project-u2' }, null],
  ])('refuses %s and writes nothing', refusesAsInvalid(run, seeded));

  itRefusesCallersWithoutOnboarding(run, seeded, answers);
});
