import { describe, expect, it } from 'vitest';
import { HOUSE_YARDS } from '../onboarding/yards';
import { isYardsNotSure, selectedYards, yardFlagsFor } from './checklistResponse';

describe('yard flags of a checklist response', () => {
  it('sets the flag of each chosen yard and only those', () => {
    expect(yardFlagsFor(['front', 'left'])).toEqual({
      front_yard: true,
      back_yard: false,
      left_yard: true,
      right_yard: false,
    });
  });

  it('reads the chosen yards back in a fixed order', () => {
    expect(selectedYards(yardFlagsFor(['right', 'front']))).toEqual(['front', 'right']);
    expect(selectedYards(yardFlagsFor([...HOUSE_YARDS]))).toEqual([...HOUSE_YARDS]);
  });

  it('decision: a saved response with no yard flag means "I\'m not sure"', () => {
    expect(isYardsNotSure(yardFlagsFor([]))).toBe(true);
    expect(isYardsNotSure(yardFlagsFor(['back']))).toBe(false);
  });
});
