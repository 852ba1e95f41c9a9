import { describe, expect, it } from 'vitest';
import { US_STATES, US_STATE_CODES, isLiveStateCode, usStateName } from './usStates';

describe('live states', () => {
  it('are all 50 US states plus DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(isLiveStateCode('DC')).toBe(true);
    expect(usStateName('DC')).toBe('District of Columbia');
    expect(new Set(US_STATE_CODES).size).toBe(51);
    expect(new Set(US_STATES.map((state) => state.name)).size).toBe(51);
  });

  it('exclude the territories', () => {
    for (const territory of ['PR', 'GU', 'VI', 'AS', 'MP', 'UM']) {
      expect(isLiveStateCode(territory)).toBe(false);
    }
  });

  it('include the states at the edges of the alphabet and the non-contiguous ones', () => {
    for (const code of ['AL', 'WY', 'AK', 'HI', 'TX']) expect(isLiveStateCode(code)).toBe(true);
    expect(usStateName('TX')).toBe('Texas');
  });

  it('decision: codes match exactly, upper case; names and other types are not codes', () => {
    expect(isLiveStateCode('tx')).toBe(false);
    expect(isLiveStateCode('Texas')).toBe(false);
    expect(isLiveStateCode(' TX')).toBe(false);
    expect(isLiveStateCode(null)).toBe(false);
  });

  it('every code is two capital letters', () => {
    expect(US_STATE_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });
});
