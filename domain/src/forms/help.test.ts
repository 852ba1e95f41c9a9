import { describe, expect, it } from 'vitest';
import {
  HELP_TYPES,
  checkHelpForm,
  helpDialogMessage,
  helpDialogReducer,
  helpEmailPayload,
  helpRateLimitMessage,
  type HelpDialogState,
} from './help';
import { rateLimitMessage } from '../security/rateLimits';

describe('help types', () => {
  it('are design, technical, timeline and other with their labels', () => {
    expect(HELP_TYPES).toEqual([
      { value: 'design', label: 'Specific design question' },
      { value: 'technical', label: 'Technical question' },
      { value: 'timeline', label: 'Timeline question' },
      { value: 'other', label: 'Other' },
    ]);
  });
});

describe('help form', () => {
  it('sends with a type and a body of at least 5 characters once trimmed', () => {
    expect(checkHelpForm({ helpType: 'design', body: 'Hello' })).toEqual({
      helpType: null,
      body: null,
      canSend: true,
    });
  });

  it('disables Send and marks the body for 4 characters, or 5 only with spaces', () => {
    for (const body of ['Help', '  Help  ', '', '     ']) {
      const check = checkHelpForm({ helpType: 'technical', body });
      expect(check.canSend).toBe(false);
      expect(check.body).toBe('Please write at least 5 characters.');
    }
    expect(checkHelpForm({ helpType: 'technical', body: '  Hello  ' }).canSend).toBe(true);
  });

  it('disables Send and marks the type when none is chosen', () => {
    const check = checkHelpForm({ helpType: '', body: 'When will my design be ready?' });
    expect(check).toEqual({
      helpType: 'Please choose what your question is about.',
      body: null,
      canSend: false,
    });
  });

  it('decision: refuses a body over 5000 characters', () => {
    expect(checkHelpForm({ helpType: 'other', body: 'x'.repeat(5000) }).canSend).toBe(true);
    expect(checkHelpForm({ helpType: 'other', body: 'x'.repeat(5001) })).toEqual({
      helpType: null,
      body: 'Please keep your message to 5,000 characters or fewer.',
      canSend: false,
    });
  });

  it('sends the payload fields with the body trimmed', () => {
    expect(
      helpEmailPayload(
        { helpType: 'timeline', body: '  When is my design due?\n' },
        { email: 'jordan@example.com', firstName: 'Jordan' },
      ),
    ).toEqual({
      helpType: 'timeline',
      emailAddress: 'jordan@example.com',
      firstName: 'Jordan',
      lastName: '',
      body: 'When is my design due?',
    });
  });
});

describe('help dialog states', () => {
  it('succeeds only on a 202 reply', () => {
    expect(helpDialogReducer('form', { type: 'replied', data: 202 })).toBe('success');
    for (const data of [200, '202', null, { status: 202 }]) {
      expect(helpDialogReducer('form', { type: 'replied', data })).toBe('failure');
    }
    expect(helpDialogReducer('form', { type: 'threw' })).toBe('failure');
  });

  it('goes back to the form on close', () => {
    for (const state of ['form', 'success', 'failure'] as HelpDialogState[]) {
      expect(helpDialogReducer(state, { type: 'closed' })).toBe('form');
    }
  });

  it('shows the required messages, the failure with the support email', () => {
    expect(helpDialogMessage('success', 'help@yardwise.example')).toBe(
      "We got your message! We'll reach out to you via email within the next business day.",
    );
    expect(helpDialogMessage('failure', 'help@yardwise.example')).toBe(
      'Uh-oh! Something went wrong trying to deliver this email. If this error persists, please contact help@yardwise.example.',
    );
    expect(helpDialogMessage('form', 'help@yardwise.example')).toBeNull();
  });

  it('gives the support email with the wait when too many were sent', () => {
    // The fifth message of the hour was sent 8 minutes ago: 52 minutes to wait.
    expect(helpRateLimitMessage(rateLimitMessage(52 * 60), 'help@yardwise.example')).toBe(
      "You've tried this too many times. Please wait 52 minutes and try again. If you need us sooner, please contact help@yardwise.example.",
    );
  });
});
