import { describe, expect, it } from 'vitest';
import { isLegacyProjectPath, legacyProjectPath } from '../routes/paths';
import {
  resolveCurrentStepPath,
  resolveMyYardPath,
  resolveOnboardPath,
  yardPageNext,
} from './navigation';

describe('currentStep resolver', () => {
  it('sends yard, budget and exterior-design to their pages', () => {
    expect(resolveCurrentStepPath('Yard')).toBe('/onboard/my-yard');
    expect(resolveCurrentStepPath('Budget')).toBe('/onboard/budget');
    expect(resolveCurrentStepPath('exterior-design')).toBe('/onboard/exterior-design');
    expect(resolveCurrentStepPath('ExteriorDesign')).toBe('/onboard/exterior-design');
  });

  it('sends Goals (by its name or key) to the My Goals page', () => {
    expect(resolveCurrentStepPath('Goals')).toBe('/onboard/goals');
    expect(resolveCurrentStepPath('goals')).toBe('/onboard/goals');
  });

  it('sends Preferences (by its name or key) to the My Preferences page', () => {
    expect(resolveCurrentStepPath('Preferences')).toBe('/onboard/preferences');
    expect(resolveCurrentStepPath('preferences')).toBe('/onboard/preferences');
  });

  it('sends Inspiration and Plans to the My Inspiration and Plans & Drawings pages', () => {
    expect(resolveCurrentStepPath('Inspiration')).toBe('/onboard/inspiration');
    expect(resolveCurrentStepPath('plans')).toBe('/onboard/plans');
  });

  it('sends My Plants and Installation Details to their pages', () => {
    expect(resolveCurrentStepPath('Plants')).toBe('/onboard/plants');
    expect(resolveCurrentStepPath('InstallationDetails')).toBe('/onboard/installation');
  });

  it('sends Start My Project to its page', () => {
    expect(resolveCurrentStepPath('StartProject')).toBe('/onboard/start-project');
    expect(resolveCurrentStepPath('start-project')).toBe('/onboard/start-project');
  });

  it('decision: sends a step it does not know to My Yard, never to a page we do not have', () => {
    expect(resolveCurrentStepPath('Budget Review')).toBe('/onboard/my-yard');
    expect(resolveCurrentStepPath('SomethingElse')).toBe('/onboard/my-yard');
    expect(isLegacyProjectPath(resolveCurrentStepPath('SomethingElse'))).toBe(false);
    expect(legacyProjectPath('Plans & Drawings')).toBe('/project/plans-drawings');
  });

  it('decision: no step means My Yard', () => {
    expect(resolveCurrentStepPath(undefined)).toBe('/onboard/my-yard');
    expect(resolveCurrentStepPath('')).toBe('/onboard/my-yard');
  });
});

describe('my-yard pages', () => {
  it('keeps the per-yard upload, keep and priorities pages of every yard', () => {
    for (const yard of ['front', 'back', 'left', 'right', 'outdoor']) {
      for (const page of ['upload', 'keep', 'priorities']) {
        const path = `/onboard/my-yard/${yard}/${page}`;
        expect(resolveMyYardPath(path)).toBe(path);
      }
    }
  });

  it('sends any other sub-path back to /onboard/my-yard', () => {
    for (const path of [
      '/onboard/my-yard/front',
      '/onboard/my-yard/front/photos',
      '/onboard/my-yard/garage/upload',
      '/onboard/my-yard/front/upload/extra',
      '/onboard/my-yard/keepRemove',
    ]) {
      expect(resolveMyYardPath(path), path).toBe('/onboard/my-yard');
    }
    expect(resolveMyYardPath('/onboard/my-yard/')).toBe('/onboard/my-yard');
  });

  it('decision: a yard page of a yard that is not active goes back too', () => {
    const onlyFront = (yard: string) => yard === 'front';
    expect(resolveMyYardPath('/onboard/my-yard/back/upload', onlyFront)).toBe('/onboard/my-yard');
    expect(resolveMyYardPath('/onboard/my-yard/front/keep', onlyFront)).toBe(
      '/onboard/my-yard/front/keep',
    );
  });

  it('keeps review pages 1 and 2 and sends any other review path to page 1', () => {
    expect(resolveMyYardPath('/onboard/my-yard/review/1')).toBe('/onboard/my-yard/review/1');
    expect(resolveMyYardPath('/onboard/my-yard/review/2')).toBe('/onboard/my-yard/review/2');
    for (const path of [
      '/onboard/my-yard/review',
      '/onboard/my-yard/review/3',
      '/onboard/my-yard/review/2/x',
    ]) {
      expect(resolveMyYardPath(path), path).toBe('/onboard/my-yard/review/1');
    }
  });

  it('leads the yard pages upload → keep/remove → functions → My Yard with their Save buttons', () => {
    expect(yardPageNext('back', 'upload')).toEqual({
      label: 'Save and go to keep/remove',
      path: '/onboard/my-yard/back/keep',
    });
    expect(yardPageNext('back', 'keep')).toEqual({
      label: 'Save and go to functions',
      path: '/onboard/my-yard/back/priorities',
    });
    expect(yardPageNext('back', 'priorities')).toEqual({
      label: 'Save and complete',
      path: '/onboard/my-yard',
    });
  });
});

describe('resolveOnboardPath', () => {
  const context = {
    budgetStepComplete: false,
    checklistAccess: true,
    currentStep: 'Budget',
    user: { isAnonymous: false },
  };

  it('runs the currentStep resolver for unlisted /onboard paths', () => {
    expect(resolveOnboardPath('/onboard', '', context)).toBe('/onboard/budget');
    expect(resolveOnboardPath('/onboard/somewhere', '', { ...context, currentStep: 'Goals' })).toBe(
      '/onboard/goals',
    );
    // A later step's path resolves to its page, it does not loop.
    expect(
      resolveOnboardPath('/onboard/inspiration', '', { ...context, currentStep: 'Inspiration' }),
    ).toBe('/onboard/inspiration');
  });

  it('hands listed areas to their own resolvers', () => {
    expect(resolveOnboardPath('/onboard/my-yard/front/nope', '', context)).toBe('/onboard/my-yard');
    expect(resolveOnboardPath('/onboard/my-yard/front/upload', '?a=1', context)).toBe(
      '/onboard/my-yard/front/upload?a=1',
    );
    expect(resolveOnboardPath('/onboard/budget/priorities', '?q=2', context)).toBe(
      '/onboard/budget/prioritize?q=2',
    );
    expect(resolveOnboardPath('/onboard/budget/checklist/item/lawn', '?back=review', context)).toBe(
      '/onboard/budget/checklist/item/lawn?back=review',
    );
    expect(resolveOnboardPath('/onboard/budget', '?a=1', context)).toBe(
      '/onboard/budget/checklist/list',
    );
    expect(resolveOnboardPath('/onboard/exterior-design/x', '', context)).toBe(
      '/onboard/exterior-design/',
    );
    expect(resolveOnboardPath('/onboard/exterior-design/paint', '', context)).toBe(
      '/onboard/exterior-design/paint',
    );
    expect(
      resolveOnboardPath('/onboard/exterior-design/paint', '', {
        ...context,
        user: { isAnonymous: true },
      }),
    ).toBe('/design-consultation');
    expect(resolveOnboardPath('/onboard/onboard/my-yard/choose-yards', '', context)).toBe(
      '/onboard/onboard/my-yard/choose-yards',
    );
  });
});
