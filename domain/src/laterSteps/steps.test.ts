import { describe, expect, it } from 'vitest';
import { PACKAGE_KEYS } from '../catalog/catalog';
import { visibleSidebarSteps } from '../onboarding/packageSteps';
import { LATER_STEP_KEYS } from './keys';
import {
  LATER_STEP_CURRENT_STEPS,
  LATER_STEP_PATHS,
  laterStepOfCurrentStep,
  laterStepPath,
  laterStepsFor,
  nextLaterStep,
  nextLaterStepPath,
  REQUIRED_LATER_STEPS,
} from './steps';

describe('the later steps', () => {
  it('come in the product order, after the wish list and exterior design', () => {
    expect(LATER_STEP_KEYS).toEqual([
      'installation-details',
      'goals',
      'inspiration',
      'plans',
      'preferences',
      'plants',
      'start-project',
    ]);
    // They close the sidebar's list, in the same order.
    const sidebar = visibleSidebarSteps('uber-premium');
    expect(sidebar.slice(sidebar.indexOf('exterior-design') + 1)).toEqual([...LATER_STEP_KEYS]);
  });

  it('each have their own route under /onboard', () => {
    expect(LATER_STEP_PATHS).toEqual({
      'installation-details': '/onboard/installation',
      goals: '/onboard/goals',
      inspiration: '/onboard/inspiration',
      plans: '/onboard/plans',
      preferences: '/onboard/preferences',
      plants: '/onboard/plants',
      'start-project': '/onboard/start-project',
    });
  });

  it('show Installation Details for the Uber Premium package only', () => {
    expect(laterStepsFor('uber-premium')).toEqual([...LATER_STEP_KEYS]);
    for (const key of PACKAGE_KEYS.filter((packageKey) => packageKey !== 'uber-premium')) {
      expect(laterStepsFor(key), key).not.toContain('installation-details');
      expect(laterStepsFor(key), key).toContain('goals');
    }
  });

  it('follow the sidebar’s package rules for Plans & Drawings', () => {
    expect(laterStepsFor('starter-full-yard')).toEqual([
      'goals',
      'inspiration',
      'preferences',
      'plants',
      'start-project',
    ]);
    expect(laterStepsFor('full-yard')).toContain('plans');
  });

  it('name My Goals, My Preferences and Installation Details as required', () => {
    expect([...REQUIRED_LATER_STEPS].sort()).toEqual([
      'goals',
      'installation-details',
      'preferences',
    ]);
  });
});

describe('where a later step leads', () => {
  it("links to each step's own page", () => {
    expect(laterStepPath('goals')).toBe('/onboard/goals');
    expect(laterStepPath('inspiration')).toBe('/onboard/inspiration');
    expect(laterStepPath('plans')).toBe('/onboard/plans');
    expect(laterStepPath('preferences')).toBe('/onboard/preferences');
    expect(laterStepPath('plants')).toBe('/onboard/plants');
    expect(laterStepPath('installation-details')).toBe('/onboard/installation');
    expect(laterStepPath('start-project')).toBe('/onboard/start-project');
  });

  it('continues from My Goals to My Inspiration, then to Plans & Drawings', () => {
    expect(nextLaterStep('goals', 'full-yard')).toBe('inspiration');
    expect(nextLaterStepPath('goals', 'full-yard')).toBe('/onboard/inspiration');
    expect(nextLaterStepPath('inspiration', 'full-yard')).toBe('/onboard/plans');
    // Packages without Plans & Drawings go from My Inspiration straight to My Preferences.
    expect(nextLaterStepPath('inspiration', 'starter-full-yard')).toBe('/onboard/preferences');
    expect(nextLaterStep('installation-details', 'uber-premium')).toBe('goals');
    expect(nextLaterStepPath('installation-details', 'uber-premium')).toBe('/onboard/goals');
  });

  it('continues from My Preferences to My Plants, and from My Plants to Start My Project', () => {
    expect(nextLaterStep('preferences', 'full-yard')).toBe('plants');
    expect(nextLaterStepPath('preferences', 'full-yard')).toBe('/onboard/plants');
    expect(nextLaterStepPath('plants', 'full-yard')).toBe('/onboard/start-project');
    expect(nextLaterStep('plans', 'full-yard')).toBe('preferences');
    expect(nextLaterStepPath('plans', 'full-yard')).toBe('/onboard/preferences');
  });

  it('skips the steps a package does not show, and ends after Start My Project', () => {
    expect(nextLaterStep('inspiration', 'starter-full-yard')).toBe('preferences');
    expect(nextLaterStep('inspiration', 'full-yard')).toBe('plans');
    expect(nextLaterStep('start-project', 'full-yard')).toBeNull();
    expect(nextLaterStepPath('start-project', 'full-yard')).toBe('/onboard/my-yard');
    expect(nextLaterStep('installation-details', 'full-yard')).toBeNull();
  });
});

describe('currentStep names', () => {
  it('keeps "Goals", which the earlier steps already write', () => {
    expect(LATER_STEP_CURRENT_STEPS.goals).toBe('Goals');
  });

  it('reads each step back from its name or its key, in any case or spacing', () => {
    for (const step of LATER_STEP_KEYS) {
      expect(laterStepOfCurrentStep(LATER_STEP_CURRENT_STEPS[step])).toBe(step);
      expect(laterStepOfCurrentStep(step)).toBe(step);
    }
    expect(laterStepOfCurrentStep('Start Project')).toBe('start-project');
    expect(laterStepOfCurrentStep('Budget')).toBeNull();
    expect(laterStepOfCurrentStep('')).toBeNull();
    expect(laterStepOfCurrentStep(undefined)).toBeNull();
  });
});
