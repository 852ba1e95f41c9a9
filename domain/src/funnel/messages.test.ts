import { describe, expect, it } from 'vitest';
import { fillCopy } from '../copy/fillCopy';
import * as messages from './messages';

describe('funnel messages', () => {
  it('carry the required messages word for word', () => {
    expect(messages.DESIGN_PROFILE_ID_REQUIRED).toBe(
      'Cannot update a design profile without an id.',
    );
  });

  it('fill the ids and the status into the templates', () => {
    expect(fillCopy(messages.PROFILE_UPDATE_FAILED, { id: 'p1' })).toBe(
      'Error updating profile document p1',
    );
    expect(fillCopy(messages.PROJECT_UPDATE_FAILED, { id: 'pr1' })).toBe(
      'Error updating project document pr1',
    );
    expect(fillCopy(messages.PREPARE_REDIRECT_FAILED, { status: 502 })).toBe(
      'Failed to prepare redirect: 502',
    );
  });

  it('every message is a non-empty string without stray spaces', () => {
    const texts = Object.values(messages).flatMap((value) =>
      typeof value === 'string' ? [value] : Object.values(value),
    );
    expect(texts.length).toBeGreaterThan(40);
    for (const text of texts) {
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/ {2}/);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
