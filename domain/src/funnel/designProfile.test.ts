import { describe, expect, it } from 'vitest';
import {
  DESIGN_PROFILE_UPDATE_DEBOUNCE_MS,
  designProfileIdFor,
  designProfileStepNumber,
  newDesignProfile,
  requireDesignProfileId,
  resumeStep,
} from './designProfile';

describe('design profile', () => {
  it('starts not purchased, no abandoned-cart email, step 0, empty email, empty questions', () => {
    const profile = newDesignProfile({ userId: 'u1', versionId: 'v10', isTestAccount: false });
    expect(profile).toMatchObject({
      userId: 'u1',
      versionId: 'v10',
      isTestAccount: false,
      purchased: false,
      abandonedCartEmailSent: false,
      step: 0,
      questions: [],
    });
    expect(profile.contactInformation.email).toBe('');
    expect(profile.packagePurchased).toBeNull();
  });

  it('carries the test-account flag it is given', () => {
    expect(
      newDesignProfile({ userId: 'u1', versionId: 'v1', isTestAccount: true }).isTestAccount,
    ).toBe(true);
  });

  it('decision: one profile per user and version, its id made of both', () => {
    expect(designProfileIdFor('u1', 'v10')).toBe('u1_v10');
    expect(designProfileIdFor('u1', 'v1')).not.toBe(designProfileIdFor('u1', 'v10'));
  });

  it('cannot be updated without an id', () => {
    for (const id of [undefined, null, '', '   ']) {
      expect(() => requireDesignProfileId(id)).toThrow(
        'Cannot update a design profile without an id.',
      );
    }
    expect(requireDesignProfileId('dp-1')).toBe('dp-1');
  });

  it('updates are debounced 750 ms', () => {
    expect(DESIGN_PROFILE_UPDATE_DEBOUNCE_MS).toBe(750);
  });

  it('decision: the step number is the index in the full-funnel order', () => {
    expect(designProfileStepNumber('find-your-package')).toBe(0);
    expect(designProfileStepNumber('contact-info')).toBe(1);
    expect(designProfileStepNumber('payment-confirmed')).toBe(16);
  });

  it("resumes at the saved step, or the version's first step when the step is not in the version", () => {
    expect(resumeStep('v10', designProfileStepNumber('budget'))).toBe('budget');
    expect(resumeStep('v10', designProfileStepNumber('payment-confirmed'))).toBe(
      'find-your-package',
    );
    expect(resumeStep('v7', 0)).toBe('typeform');
    expect(resumeStep('v10', 99)).toBe('find-your-package');
    expect(resumeStep('v10', -1)).toBe('find-your-package');
  });
});
