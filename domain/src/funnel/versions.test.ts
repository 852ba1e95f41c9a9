import { describe, expect, it } from 'vitest';
import { QUIZ_STEP_KEYS, isQuizStepKey } from './quiz';
import { FUNNEL_STEP_KEYS, type FunnelStepKey } from './steps';
import {
  NOT_MY_PROPERTY_STEP,
  VERSION_IDS,
  VERSION_ORDERINGS,
  completionAt,
  copyAt,
  experienceVersionNumber,
  firstStepOf,
  isVersionId,
  nextStep,
  previousStep,
  progressPageAt,
  resolveStep,
  type VersionId,
} from './versions';

const versions = VERSION_IDS.map((id) => [id, VERSION_ORDERINGS[id]] as const);
const ADDRESS_GROUP = ['home-address', 'location-loading', 'location-found'];
const TAIL = ['recommended-package', 'create-account', 'purchase', 'payment-confirmed'];

function after(steps: readonly FunnelStepKey[], key: FunnelStepKey): FunnelStepKey | undefined {
  const index = steps.indexOf(key);
  return index === -1 ? undefined : steps[index + 1];
}
const hasQuiz = (steps: readonly FunnelStepKey[]) => steps.some(isQuizStepKey);

describe('version table (v1 to v12)', () => {
  it('has exactly v1..v12', () => {
    expect(VERSION_IDS).toEqual(Array.from({ length: 12 }, (_, index) => `v${index + 1}`));
    expect(Object.keys(VERSION_ORDERINGS)).toEqual([...VERSION_IDS]);
  });

  it('each version is a different subset and order of steps', () => {
    const orderings = versions.map(([, steps]) => steps.join(' > '));
    expect(new Set(orderings).size).toBe(orderings.length);
  });

  it('every ordering uses known step keys, each at most once', () => {
    for (const [, steps] of versions) {
      expect(steps.every((step) => (FUNNEL_STEP_KEYS as readonly string[]).includes(step))).toBe(
        true,
      );
      expect(new Set(steps).size).toBe(steps.length);
    }
  });

  it('apart from contact-info, every ordering follows the full-funnel order', () => {
    for (const [, steps] of versions) {
      const rest = steps.filter((step) => step !== 'contact-info');
      const positions = rest.map((step) => FUNNEL_STEP_KEYS.indexOf(step));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('every version reaches the recommendation', () => {
    for (const [, steps] of versions) expect(steps).toContain('recommended-package');
  });

  it('address leads to location loading, then confirmation, everywhere', () => {
    for (const [, steps] of versions) {
      if (!steps.includes('home-address')) continue;
      const start = steps.indexOf('home-address');
      expect(steps.slice(start, start + 3)).toEqual(ADDRESS_GROUP);
    }
  });

  it('some versions put contact-info right after the landing page, before the address', () => {
    const matching = versions.filter(
      ([, steps]) =>
        after(steps, 'find-your-package') === 'contact-info' &&
        after(steps, 'contact-info') === 'home-address',
    );
    expect(matching.length).toBeGreaterThanOrEqual(2);
  });

  it('others put it after the budget step', () => {
    const matching = versions.filter(([, steps]) => after(steps, 'budget') === 'contact-info');
    expect(matching.length).toBeGreaterThanOrEqual(2);
  });

  it('exactly one skips contact-info and goes from budget straight to the recommendation', () => {
    const withoutContactInfo = versions.filter(([, steps]) => !steps.includes('contact-info'));
    expect(withoutContactInfo.map(([id]) => id)).toEqual(['v12']);
    expect(after(VERSION_ORDERINGS.v12, 'budget')).toBe('recommended-package');
  });

  it('contact-info is only ever right after the landing page, after budget, or after typeform', () => {
    for (const [, steps] of versions) {
      const index = steps.indexOf('contact-info');
      if (index === -1) continue;
      expect(['find-your-package', 'budget', 'typeform']).toContain(steps[index - 1]);
    }
  });

  it('typeform versions go address, typeform, contact-info, recommendation', () => {
    const typeformVersions = versions.filter(
      ([, steps]) => steps.includes('typeform') && steps.includes('home-address'),
    );
    expect(typeformVersions.length).toBeGreaterThanOrEqual(2);
    for (const [, steps] of typeformVersions) {
      const fromAddress = steps.slice(steps.indexOf('home-address'));
      expect(fromAddress).toEqual([
        ...ADDRESS_GROUP,
        'typeform',
        'contact-info',
        'recommended-package',
      ]);
      expect(hasQuiz(steps)).toBe(false);
    }
  });

  it('exactly one version has only typeform, contact-info, recommendation', () => {
    const matching = versions.filter(
      ([, steps]) => steps.join() === 'typeform,contact-info,recommended-package',
    );
    expect(matching).toHaveLength(1);
  });

  it('typeform replaces the quiz: no version has both', () => {
    for (const [, steps] of versions) {
      expect(steps.includes('typeform') && hasQuiz(steps)).toBe(false);
      expect(steps.includes('typeform') || hasQuiz(steps)).toBe(true);
    }
  });

  it('quiz versions keep the required pages and end the quiz with budget, in quiz order', () => {
    for (const [, steps] of versions.filter(([, s]) => hasQuiz(s))) {
      const quiz = steps.filter(isQuizStepKey);
      expect(quiz).toEqual(expect.arrayContaining(['yard-selection', 'yard-size', 'wish-list']));
      expect(quiz.at(-1)).toBe('budget');
      expect(quiz).toEqual(QUIZ_STEP_KEYS.filter((key) => quiz.includes(key)));
    }
  });

  it('only the first two versions (v1, v2) continue through create-account, purchase and payment-confirmed', () => {
    for (const [id, steps] of versions) {
      const fromRecommendation = steps.slice(steps.indexOf('recommended-package'));
      if (id === 'v1' || id === 'v2') expect(fromRecommendation).toEqual(TAIL);
      else expect(fromRecommendation).toEqual(['recommended-package']);
    }
  });

  it('v10 (the default) is the full funnel with contact-info after the budget', () => {
    expect(VERSION_ORDERINGS.v10).toEqual([
      'find-your-package',
      ...ADDRESS_GROUP,
      ...QUIZ_STEP_KEYS,
      'contact-info',
      'recommended-package',
    ]);
  });

  it('maps version ids to project experience version numbers and recognises only v1..v12', () => {
    expect(experienceVersionNumber('v10')).toBe(10);
    expect(experienceVersionNumber('v1')).toBe(1);
    expect(isVersionId('v12')).toBe(true);
    expect(isVersionId('v13')).toBe(false);
    expect(isVersionId('V1')).toBe(false);
    expect(isVersionId(10)).toBe(false);
  });
});

describe('navigation within a version', () => {
  it('next and previous follow the ordering', () => {
    expect(nextStep('v10', 'find-your-package')).toBe('home-address');
    expect(nextStep('v10', 'budget')).toBe('contact-info');
    expect(nextStep('v10', 'contact-info')).toBe('recommended-package');
    expect(previousStep('v10', 'recommended-package')).toBe('contact-info');
    expect(previousStep('v1', 'contact-info')).toBe('find-your-package');
    expect(nextStep('v1', 'recommended-package')).toBe('create-account');
  });

  it('the last step has no next and the first step no previous', () => {
    expect(nextStep('v10', 'recommended-package')).toBeNull();
    expect(nextStep('v1', 'payment-confirmed')).toBeNull();
    expect(previousStep('v10', 'find-your-package')).toBeNull();
    expect(previousStep('v7', 'typeform')).toBeNull();
  });

  it("a step not in the version leads to the version's first step", () => {
    expect(nextStep('v10', 'create-account')).toBe('find-your-package');
    expect(previousStep('v7', 'budget')).toBe('typeform');
    expect(resolveStep('v5', 'help-needed')).toBe('home-address');
    expect(resolveStep('v5', 'not-a-step')).toBe('home-address');
    expect(resolveStep('v5', 'typeform')).toBe('typeform');
  });

  it("THAT'S IT continues after the found property; THAT'S NOT IT returns to the address", () => {
    expect(nextStep('v10', 'home-address')).toBe('location-loading');
    expect(nextStep('v10', 'location-loading')).toBe('location-found');
    expect(nextStep('v10', 'location-found')).toBe('help-needed');
    expect(NOT_MY_PROPERTY_STEP).toBe('home-address');
  });

  it('decision: going back from the found property skips the map loading page to the address', () => {
    expect(previousStep('v10', 'location-found')).toBe('home-address');
    expect(previousStep('v10', 'location-loading')).toBe('home-address');
  });

  it('walking next from the first step visits every step of every version once, in order', () => {
    for (const [id, steps] of versions) {
      const walked: FunnelStepKey[] = [firstStepOf(id)];
      for (let step = nextStep(id, walked[0]!); step; step = nextStep(id, step)) walked.push(step);
      expect(walked).toEqual(steps);
    }
  });
});

describe('titles, progress and completion per position', () => {
  it('contact-info title depends on whether it comes before or after the quiz', () => {
    expect(copyAt('v1', 'contact-info').title).toBe("Let's get started!");
    expect(copyAt('v10', 'contact-info').title).toBe("Almost done. Let's save your results.");
    expect(copyAt('v5', 'contact-info').title).toBe("Almost done. Let's save your results.");
    expect(copyAt('v7', 'contact-info').title).toBe("Almost done. Let's save your results.");
  });

  it('home-address title and button depend on what precedes it', () => {
    expect(copyAt('v1', 'home-address').title).toBe('Where is your outdoor space?');
    expect(copyAt('v10', 'home-address').title).toBe('First, tell us where your outdoor space is');
    expect(copyAt('v4', 'home-address')).toMatchObject({
      title: "We're excited to get started!",
      buttonText: 'Start My Project',
    });
  });

  it('progress pages never go back within a version and stay within 0-4', () => {
    for (const [id, steps] of versions) {
      const pages = steps.map((step) => progressPageAt(id, step));
      expect(pages).toEqual([...pages].sort((a, b) => a - b));
      expect(pages.every((page) => page >= 0 && page <= 4)).toBe(true);
    }
    expect(progressPageAt('v1', 'contact-info')).toBe(0);
    expect(progressPageAt('v10', 'contact-info')).toBe(2);
    expect(progressPageAt('v1', 'payment-confirmed')).toBe(4);
  });

  it('completion numbers run 1-7 on quiz pages and 8 on the step right after budget', () => {
    expect(QUIZ_STEP_KEYS.map((key) => completionAt('v10', key))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(completionAt('v10', 'contact-info')).toBe(8);
    expect(completionAt('v1', 'recommended-package')).toBe(8);
    expect(completionAt('v12', 'recommended-package')).toBe(8);
  });

  it('decision: steps outside the quiz, typeform included, have no completion number', () => {
    expect(completionAt('v10', 'recommended-package')).toBeNull();
    expect(completionAt('v1', 'contact-info')).toBeNull();
    expect(completionAt('v5', 'typeform')).toBeNull();
    expect(completionAt('v5', 'contact-info')).toBeNull();
  });

  it('completion numbers only grow within a version, ending at 8 where there is a quiz', () => {
    for (const [id, steps] of versions) {
      const numbers = steps
        .map((step) => completionAt(id, step))
        .filter((value): value is number => value !== null);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      if (hasQuiz(steps)) expect(numbers.at(-1)).toBe(8);
    }
  });

  it("decision: the short quiz versions keep each page's own completion number (2, 3, 4, 7, then 8)", () => {
    const numbers = VERSION_ORDERINGS.v8
      .map((step) => completionAt('v8' as VersionId, step))
      .filter((value) => value !== null);
    expect(numbers).toEqual([2, 3, 4, 7, 8]);
  });
});
