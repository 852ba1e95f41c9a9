import { describe, expect, it } from 'vitest';
import { loginDestination } from './loginDestination';

describe('loginDestination', () => {
  it('returns to the protected page the user came from, with its query string', () => {
    expect(loginDestination({ from: '/onboard/my-yard' }, '?utm_source=email')).toBe(
      '/onboard/my-yard?utm_source=email',
    );
  });

  it('opens the start page when there is no origin', () => {
    expect(loginDestination(null, '')).toBe('/');
    expect(loginDestination({}, '?a=1')).toBe('/?a=1');
  });

  it('never follows an origin outside the app', () => {
    expect(loginDestination({ from: '//evil.example/phish' }, '')).toBe('/');
    expect(loginDestination({ from: 'https://evil.example' }, '')).toBe('/');
    expect(loginDestination({ from: 42 }, '')).toBe('/');
  });
});
