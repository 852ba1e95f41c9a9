import { describe, expect, it } from 'vitest';
import { mustAcceptTerms, termsContinueEnabled } from './terms';

describe('terms screen', () => {
  it('asks to accept when no current terms were accepted', () => {
    expect(mustAcceptTerms([])).toBe(true);
    expect(mustAcceptTerms([{ tosAgreed: true }])).toBe(false);
  });

  it('decision: a missing list (a failed lookup) also asks to accept', () => {
    expect(mustAcceptTerms(null)).toBe(true);
    expect(mustAcceptTerms(undefined)).toBe(true);
  });

  it('enables Continue only when the checkbox is ticked', () => {
    expect(termsContinueEnabled(false)).toBe(false);
    expect(termsContinueEnabled(true)).toBe(true);
  });
});
