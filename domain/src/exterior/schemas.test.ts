import { describe, expect, it } from 'vitest';
import { ValidationError, type Schema } from 'yup';
import {
  completeTypeformInput,
  createColorResponseInput,
  deleteColorResponseInput,
  setExteriorPaintDesiredInput,
} from './schemas';

function problem(schema: Schema, input: unknown): string | null {
  try {
    schema.validateSync(input, { strict: true, abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('colour response inputs', () => {
  it('create takes a colour and one of the four placements', () => {
    for (const placement of ['Main Color', 'Trim Color', 'Door Color', 'Not Sure']) {
      expect(
        problem(createColorResponseInput, { colorId: 'color-sage-garden', placement }),
      ).toBeNull();
    }
  });

  it.each([
    ['an unknown placement', { colorId: 'c1', placement: 'Roof Color' }],
    ['a lower-case placement', { colorId: 'c1', placement: 'main color' }],
    ['a missing colour', { placement: 'Main Color' }],
    ['another project', { colorId: 'c1', placement: 'Main Color', projectId: 'p2' }],
    ['a path as colour id', { colorId: 'colors/../x', placement: 'Main Color' }],
  ])('create refuses %s', (_label, input) => {
    expect(problem(createColorResponseInput, input)).not.toBeNull();
  });

  it('delete takes the response id only', () => {
    expect(problem(deleteColorResponseInput, { colorResponseId: 'r1' })).toBeNull();
    expect(problem(deleteColorResponseInput, { colorResponseId: '' })).not.toBeNull();
    expect(
      problem(deleteColorResponseInput, { colorResponseId: 'r1', force: true }),
    ).not.toBeNull();
  });
});

describe('profile inputs', () => {
  it('exteriorPaintDesired is a real boolean', () => {
    expect(problem(setExteriorPaintDesiredInput, { exteriorPaintDesired: false })).toBeNull();
    expect(problem(setExteriorPaintDesiredInput, { exteriorPaintDesired: 'yes' })).not.toBeNull();
    expect(problem(setExteriorPaintDesiredInput, {})).toBe('Please answer yes or no.');
  });

  it('typeform completion names one form id', () => {
    expect(problem(completeTypeformInput, { formId: 'AbC123xy' })).toBeNull();
    expect(problem(completeTypeformInput, { formId: 'a.b' })).not.toBeNull();
    expect(problem(completeTypeformInput, { formId: 'x', typeforms: { y: true } })).not.toBeNull();
  });
});
