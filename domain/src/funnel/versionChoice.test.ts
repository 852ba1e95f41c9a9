import { describe, expect, it } from 'vitest';
import { QUIZ_EMAIL_COOKIE, TEST_VERSION_COOKIE } from './cookies';
import { chooseVersion, forcedTestVersion } from './versionChoice';

describe('version choice', () => {
  it('defaults to v10', () => {
    expect(chooseVersion({})).toBe('v10');
    expect(chooseVersion({ testVersion: null, quizEmail: null })).toBe('v10');
  });

  it('is v12 when the quiz-email cookie is set', () => {
    expect(chooseVersion({ quizEmail: 'ana@example.com' })).toBe('v12');
  });

  it('decision: a quiz-email cookie without a valid email is ignored (v12 takes the email from it)', () => {
    expect(chooseVersion({ quizEmail: '' })).toBe('v10');
    expect(chooseVersion({ quizEmail: 'not-an-email' })).toBe('v10');
  });

  it('the test cookie can force v1 to v5', () => {
    for (const id of ['v1', 'v2', 'v3', 'v4', 'v5'])
      expect(chooseVersion({ testVersion: id })).toBe(id);
  });

  it('decision: invalid test values are ignored: v6 and above, v0, bare numbers, junk', () => {
    for (const value of ['v6', 'v12', 'v0', '1', 'version1', 'v1; v2', '']) {
      expect(forcedTestVersion(value)).toBeNull();
      expect(chooseVersion({ testVersion: value })).toBe('v10');
    }
  });

  it('decision: the test value is read case-insensitively with spaces trimmed', () => {
    expect(forcedTestVersion(' V3 ')).toBe('v3');
  });

  it('decision: a valid test cookie wins over the quiz-email cookie', () => {
    expect(chooseVersion({ testVersion: 'v2', quizEmail: 'ana@example.com' })).toBe('v2');
    expect(chooseVersion({ testVersion: 'v9', quizEmail: 'ana@example.com' })).toBe('v12');
  });

  it('decision: cookie names', () => {
    expect(QUIZ_EMAIL_COOKIE).toBe('design-profile-quiz-email');
    expect(TEST_VERSION_COOKIE).toBe('design-profile-test-version');
  });
});
