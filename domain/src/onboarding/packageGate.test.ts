import { describe, expect, it } from 'vitest';
import { packageStepRedirect } from './packageGate';
import { SIDEBAR_STEP_PATHS } from './sidebar';

describe('steps a package does not include', () => {
  it('sends a Full Yard client who opens exterior design by its address to My Yard', () => {
    for (const path of [
      '/onboard/exterior-design',
      '/onboard/exterior-design/',
      '/onboard/exterior-design/paint/picker',
      '/onboard/exterior-design/inspiration',
    ]) {
      expect(packageStepRedirect(path, { packageKey: 'full-yard', currentStep: 'Yard' })).toBe(
        '/onboard/my-yard',
      );
    }
  });

  it('sends them to their current step instead when the package has it', () => {
    expect(
      packageStepRedirect('/onboard/exterior-design', {
        packageKey: 'full-yard',
        currentStep: 'Budget',
      }),
    ).toBe('/onboard/budget');
    // A later step is a page of its own too.
    expect(
      packageStepRedirect('/onboard/installation', {
        packageKey: 'full-yard',
        currentStep: 'Preferences',
      }),
    ).toBe('/onboard/preferences');
  });

  it('never sends them back to the step they cannot have', () => {
    expect(
      packageStepRedirect('/onboard/exterior-design', {
        packageKey: 'full-yard',
        currentStep: 'ExteriorDesign',
      }),
    ).toBe('/onboard/my-yard');
  });

  it('lets in a client whose package or exterior upgrade includes the step', () => {
    expect(
      packageStepRedirect('/onboard/exterior-design', { packageKey: 'whole-home' }),
    ).toBeNull();
    expect(
      packageStepRedirect('/onboard/exterior-design/paint', {
        packageKey: 'full-yard',
        exteriorUpgrade: true,
      }),
    ).toBeNull();
  });

  it('gates the wish list of Botanical and the plans of Small Space the same way', () => {
    expect(packageStepRedirect('/onboard/budget/checklist/list', { packageKey: 'botanical' })).toBe(
      '/onboard/my-yard',
    );
    expect(packageStepRedirect(SIDEBAR_STEP_PATHS.plans, { packageKey: 'small-space' })).toBe(
      '/onboard/my-yard',
    );
  });

  it('leaves alone pages of steps the package has, and pages of no step', () => {
    expect(packageStepRedirect('/onboard/my-yard/front/upload', { packageKey: 'full-yard' })).toBe(
      null,
    );
    expect(packageStepRedirect('/onboard/budget/complete', { packageKey: 'full-yard' })).toBeNull();
    expect(packageStepRedirect('/onboard/somewhere', { packageKey: 'full-yard' })).toBeNull();
  });
});
