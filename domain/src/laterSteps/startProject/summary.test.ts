import { describe, expect, it } from 'vitest';
import type { LaterStepAnswersDoc } from '../answers';
import { stateWith } from '../../onboarding/testStates';
import { projectSummary, type SummaryContext } from './summary';

const doc = (step: string, answers: unknown) =>
  ({ userId: 'u1', projectId: 'p1', step, answers, updatedAt: '' }) as LaterStepAnswersDoc;

const media = (variant: string, count: number) =>
  Array.from({ length: count }, () => ({ variant }));

function context(patch: Partial<SummaryContext> = {}): SummaryContext {
  return {
    packageKey: 'full-yard',
    state: stateWith({ front: { upload: 'COMPLETE' }, back: {} }, {}, { budgetStepComplete: true }),
    answers: [],
    media: [...media('front-yard-wide-angle', 6), ...media('front-yard-slow-pan', 1)],
    wishListItems: 4,
    ...patch,
  };
}

const byKey = (sections: ReturnType<typeof projectSummary>) =>
  Object.fromEntries(sections.map((section) => [section.key, section]));

describe('projectSummary', () => {
  it("lists the package's sections in their fixed order, each with its Edit page", () => {
    const sections = projectSummary(context());
    expect(sections.map(({ key, editPath }) => [key, editPath])).toEqual([
      ['yards', '/onboard/my-yard'],
      ['wish-list', '/onboard/budget'],
      ['goals', '/onboard/goals'],
      ['inspiration', expect.any(String)],
      ['plans', expect.any(String)],
      ['preferences', '/onboard/preferences'],
      ['plants', '/onboard/plants'],
    ]);
    expect(byKey(sections)['wish-list']!.lines).toEqual(['Complete', '4 items']);
  });

  it('counts each chosen yard’s photos and videos', () => {
    expect(byKey(projectSummary(context()))['yards']!.lines).toEqual([
      'Front Yard: 6 photos, 1 video (uploads complete)',
      'Back Yard: 0 photos, 0 videos (uploads not finished)',
    ]);
  });

  it('reads goals and preferences from their saved answers, else "Not answered yet"', () => {
    const empty = byKey(projectSummary(context()));
    expect(empty['goals']!.lines).toEqual(['Not answered yet']);
    expect(empty['preferences']!.lines).toEqual(['Not answered yet']);

    const answered = byKey(
      projectSummary(
        context({
          answers: [
            doc('goals', {
              goals: ['privacy', 'growing-food'],
              success: '',
              installTiming: 'over-a-year',
              installer: 'ourselves',
            }),
            doc('preferences', {
              sun: { front: 'shade' },
              likedMaterials: ['stone'],
              dislikedMaterials: [],
              upkeep: 'low',
              yardUsers: ['pets'],
              siteNotes: 'Clay soil.',
            }),
          ],
        }),
      ),
    );
    expect(answered['goals']!.lines).toEqual([
      'Top goals: Privacy, Growing food',
      'Hoping to install: Over a year',
      'Who will install: Ourselves',
    ]);
    expect(answered['preferences']!.lines).toEqual([
      'Sun in the Front Yard: Shade',
      'Sun in the Back Yard: Not answered yet',
      'Materials liked: Stone',
      'Materials to avoid: None chosen',
      'Upkeep: Low',
      'Who uses the yard: Pets',
      'Drainage, soil or slopes: Clay soil.',
    ]);
  });

  it('shows optional steps as "Skipped" when the client has none, else by their status', () => {
    const sections = byKey(
      projectSummary(
        context({
          answers: [doc('inspiration', { links: [], noneToShare: true })],
          state: {
            ...context().state,
            laterSteps: { plans: 'complete' },
          },
        }),
      ),
    );
    expect(sections['inspiration']!.lines).toEqual(['Skipped']);
    expect(sections['plans']!.lines).toEqual(['Complete']);
    expect(sections['plants']!.lines).toEqual(['Not answered yet']);
  });

  it('adds Exterior Design and Installation Details where the package has them', () => {
    const uber = projectSummary(context({ packageKey: 'uber-premium' })).map(({ key }) => key);
    expect(uber).toContain('exterior-design');
    expect(uber.at(-1)).toBe('installation-details');
  });

  it("shows My Plants' and Installation Details' answers", () => {
    const sections = byKey(
      projectSummary(
        context({
          packageKey: 'uber-premium',
          answers: [
            doc('plants', {
              lovedPlants: ['Lavender', 'Salvia'],
              avoidedPlants: [],
              allergies: ' Birch pollen ',
              nativeInterest: 'yes',
              edibleInterest: '',
            }),
            doc('installation-details', {
              startMonth: '2027-04',
              contactMethod: 'text',
              accessNotes: 'Side gate code 1234; the dog is friendly.',
            }),
          ],
        }),
      ),
    );
    expect(sections['plants']!.lines).toEqual([
      'Plants you love: Lavender, Salvia',
      'Plants to avoid: None chosen',
      'Allergies: Birch pollen',
      'Native plants: Yes',
      'Edible plants: Not answered yet',
    ]);
    expect(sections['installation-details']!.lines).toEqual([
      'Preferred start: April 2027',
      'Contact by: Text',
      'Access: Side gate code 1234; the dog is friendly.',
    ]);
  });
});
