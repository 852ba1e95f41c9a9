import { describe, expect, it } from 'vitest';
import { isAccountSubmitDisabled, termsRequired, type AccountSubmitState } from './submitRules';

const ready: AccountSubmitState = {
  mode: 'signup',
  inProgress: false,
  password: 'abcdef',
  termsAccepted: true,
  proxyMode: false,
  loggedInEdit: false,
};
const disabled = (changes: Partial<AccountSubmitState>) =>
  isAccountSubmitDisabled({ ...ready, ...changes });

describe('signup submit', () => {
  it('is enabled with a 6-character password and the terms ticked', () => {
    expect(disabled({})).toBe(false);
  });

  it('is disabled while loading', () => {
    expect(disabled({ inProgress: true })).toBe(true);
  });

  it('is disabled on a password error (5 characters) and with an empty password', () => {
    expect(disabled({ password: 'abcde' })).toBe(true);
    expect(disabled({ password: '' })).toBe(true);
  });

  it('is disabled with the terms unchecked', () => {
    expect(disabled({ termsAccepted: false })).toBe(true);
  });

  it('does not need the terms in proxy mode or a logged-in edit', () => {
    expect(disabled({ termsAccepted: false, proxyMode: true })).toBe(false);
    expect(disabled({ termsAccepted: false, loggedInEdit: true })).toBe(false);
    expect(termsRequired({ proxyMode: false, loggedInEdit: false })).toBe(true);
    expect(termsRequired({ proxyMode: true, loggedInEdit: false })).toBe(false);
  });

  it('asks staff in proxy mode for no password: the customer chooses it', () => {
    expect(disabled({ proxyMode: true, password: '', termsAccepted: false })).toBe(false);
    expect(disabled({ proxyMode: true, password: '', inProgress: true })).toBe(true);
  });
});

describe('login submit', () => {
  it('only needs no submit in progress', () => {
    const login = { mode: 'login' as const, password: '', termsAccepted: false };
    expect(disabled(login)).toBe(false);
    expect(disabled({ ...login, password: 'abc' })).toBe(false);
    expect(disabled({ ...login, inProgress: true })).toBe(true);
  });
});
