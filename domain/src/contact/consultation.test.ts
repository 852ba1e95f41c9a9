import { describe, expect, it } from 'vitest';
import { ValidationError, type Schema } from 'yup';
import {
  consultationFormSchema,
  consultationPayload,
  requestConsultationInput,
} from './consultation';

function problem(schema: Schema, input: unknown, strict = true): string | null {
  try {
    schema.validateSync(input, { strict, abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const requestId = '0b6f1f7e-8c1d-4f3a-9e2b-6a7c5d4e3f21';
const form = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '',
  message: 'We want a shady back yard for the kids.',
};

describe('the consultation form', () => {
  it('accepts a name, an email and a message, the phone left out', () => {
    expect(problem(consultationFormSchema, form, false)).toBeNull();
    expect(problem(consultationFormSchema, { ...form, phone: '(555) 010-4477' }, false)).toBeNull();
  });

  it.each([
    [{ name: ' ' }, 'Please enter your name.'],
    [{ name: 'x'.repeat(101) }, 'Please keep your name to 100 characters.'],
    [{ name: '<b>Ana</b>' }, 'Please remove the < and > characters.'],
    [{ email: '' }, 'Please enter your email address.'],
    [{ email: 'ana@' }, 'Please enter a valid email address.'],
    [{ phone: '555-0104' }, 'Please enter a 10-digit phone number.'],
    [{ message: '' }, 'Please tell us a little about your project.'],
    [{ message: 'x'.repeat(2001) }, 'Please keep your message to 2,000 characters.'],
  ])('says what is wrong with %j', (change, message) => {
    expect(problem(consultationFormSchema, { ...form, ...change }, false)).toBe(message);
  });

  it('takes the emptied fields Formik hands over as undefined as empty', () => {
    expect(problem(consultationFormSchema, { ...form, name: undefined }, false)).toBe(
      'Please enter your name.',
    );
    expect(problem(consultationFormSchema, { ...form, phone: undefined }, false)).toBeNull();
    expect(problem(consultationFormSchema, { ...form, message: undefined }, false)).toBe(
      'Please tell us a little about your project.',
    );
  });

  it('is sent trimmed, with the phone as 10 digits or not at all', () => {
    expect(
      consultationPayload(requestId, {
        name: ' Ana Lopez ',
        email: ' ana@example.com',
        phone: '+1 (555) 010-4477',
        message: ' Shade, please. ',
      }),
    ).toEqual({
      requestId,
      name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: '5550104477',
      message: 'Shade, please.',
    });
    expect(consultationPayload(requestId, form)).not.toHaveProperty('phone');
  });
});

describe('requestConsultation input', () => {
  const valid = consultationPayload(requestId, { ...form, phone: '5550104477' });

  it('accepts what the form sends', () => {
    expect(problem(requestConsultationInput, valid)).toBeNull();
    expect(problem(requestConsultationInput, consultationPayload(requestId, form))).toBeNull();
  });

  it.each([
    [{ phone: '(555) 010-4477' }, 'Please enter a 10-digit phone number.'],
    [{ phone: '' }, 'Please enter a 10-digit phone number.'],
    [{ name: '   ' }, 'Please enter your name.'],
    [{ name: 'Ana <script>' }, 'Please remove the < and > characters.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ message: '\n' }, 'Please tell us a little about your project.'],
    [{ requestId: 'x'.repeat(65) }, 'Please reload the page and send your message again.'],
    [{ userId: 'someone-else' }, 'Unexpected field: userId'],
  ])('refuses %j', (change, message) => {
    expect(problem(requestConsultationInput, { ...valid, ...change })).toBe(message);
  });
});
