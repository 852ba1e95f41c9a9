import { describe, expect, it } from 'vitest';
import { fillCopy } from '../copy/fillCopy';
import * as messages from './messages';

describe('onboarding messages, word for word', () => {
  it('has the loading and missing-records texts (upload and comment texts are in forms/messages.ts)', () => {
    expect(messages.SLOW_LOAD_MESSAGE).toBe(
      "It's taking longer to load your data than expected. Please try reloading the page.",
    );
    expect(messages.MISSING_RECORDS_TITLE).toBe('Uh oh! Something is wrong on our end.');
  });

  it('has the onboard-state error texts', () => {
    expect(messages.CLIENT_CANNOT_ONBOARD).toBe('CLIENT CANNOT ONBOARD');
    expect(messages.NO_USER_ID_FOR_ONBOARD_STATE).toBe(
      'No userId found in UserCtx when trying to fetch onboardState doc',
    );
    expect(fillCopy(messages.PROJECT_FETCH_FAILED, { userId: 'u1' })).toBe(
      'Error fetching project document for user u1',
    );
    expect(messages.ONBOARD_READ_TIMED_OUT).toBe('timed out');
  });

  it('has the shell texts', () => {
    expect(messages.INSTALLATION_PLANS_TOOLTIP).toBe(
      'Submit installation plans in Wish List section before proceeding',
    );
    expect(fillCopy(messages.NEXT_STEP_BUTTON, { step: 'WISH LIST' })).toBe('NEXT STEP: WISH LIST');
    expect(messages.CONFIRM_INFORMATION_TITLE).toBe('Confirm Your Information');
  });

  it('uses only placeholders that a caller fills (yup fills its own ${...})', () => {
    const allowed = new Set([
      'email',
      'userId',
      'docId',
      'required',
      'count',
      'step',
      'total',
      'firstName',
      'from',
      'to',
      'yard',
      'limit',
    ]);
    for (const [name, value] of Object.entries(messages)) {
      if (typeof value !== 'string') continue;
      for (const [, placeholder] of value.matchAll(/(?<!\$)\{(\w+)\}/g)) {
        expect(allowed.has(placeholder!), `${name}: {${placeholder}}`).toBe(true);
      }
    }
  });
});
