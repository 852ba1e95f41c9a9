import { describe, expect, it } from 'vitest';
import {
  ACCESS_NOTES_MAX_LENGTH,
  addMonths,
  CONTACT_METHOD_OPTIONS,
  EMPTY_INSTALLATION_FORM,
  installationAnswersSchema,
  installationAnswersToSave,
  installationComplete,
  installationFormErrors,
  installationFormValuesFrom,
  localMonth,
  monthLabel,
  sameInstallationForm,
  START_MONTHS_AHEAD,
  startMonthProblem,
  startMonthRangeAt,
  startMonthsFrom,
  type InstallationFormValues,
} from './installation';

// The client's date, midday so the browser's time zone cannot move it to another month.
const today = new Date(2026, 10, 15, 12);

const valid: InstallationFormValues = {
  startMonth: '2027-03',
  contactMethod: 'text',
  accessNotes: 'Side gate, code 1234. The dog is friendly.',
};

describe('Installation Details options and limits', () => {
  it('offers phone, email and text, and keeps access notes to 500 characters', () => {
    expect(CONTACT_METHOD_OPTIONS.map((option) => option.label)).toEqual([
      'Phone',
      'Email',
      'Text',
    ]);
    expect(ACCESS_NOTES_MAX_LENGTH).toBe(500);
  });

  it('offers this month to 18 months ahead, shown as "November 2026"', () => {
    expect(START_MONTHS_AHEAD).toBe(18);
    const months = startMonthsFrom(localMonth(today));
    expect(months).toHaveLength(19);
    expect(months[0]).toBe('2026-11');
    expect(months[1]).toBe('2026-12');
    expect(months[2]).toBe('2027-01');
    expect(months.at(-1)).toBe('2028-05');
    expect(months.map(monthLabel).slice(0, 3)).toEqual([
      'November 2026',
      'December 2026',
      'January 2027',
    ]);
    expect(monthLabel('2028-05')).toBe('May 2028');
  });

  it('counts months across years both ways', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 18)).toBe('2028-05');
  });
});

describe('the start month the command accepts', () => {
  it('is this month to 18 months ahead, inclusive', () => {
    const range = startMonthRangeAt(new Date('2026-11-15T12:00:00.000Z'));
    expect(range).toEqual({ first: '2026-11', last: '2028-05' });
    expect(startMonthProblem('2026-11', range)).toBeNull();
    expect(startMonthProblem('2028-05', range)).toBeNull();
    expect(startMonthProblem('2026-10', range)).toBe(
      'Please choose a month from November 2026 to May 2028.',
    );
    expect(startMonthProblem('2028-06', range)).toBe(
      'Please choose a month from November 2026 to May 2028.',
    );
  });

  it('decision: takes the client’s "this month" in any time zone at a month’s turn', () => {
    // 1 December 06:00 UTC is still 30 November in Hawaii; 30 November 11:00 UTC is already
    // 1 December in Kiribati.
    expect(startMonthRangeAt(new Date('2026-12-01T06:00:00.000Z')).first).toBe('2026-11');
    expect(startMonthRangeAt(new Date('2026-11-30T11:00:00.000Z')).last).toBe('2028-06');
  });
});

describe('Installation Details answers', () => {
  it('needs a start month and a way of contact; the access notes may be empty', () => {
    expect(installationFormErrors(valid, today)).toEqual({});
    expect(installationFormErrors({ ...valid, accessNotes: '' }, today)).toEqual({});
    expect(installationFormErrors(EMPTY_INSTALLATION_FORM, today)).toEqual({
      startMonth: 'Please choose the month you would like installation to start.',
      contactMethod: 'Please choose how the installer should contact you.',
    });
    expect(installationComplete(valid)).toBe(true);
    expect(installationComplete(EMPTY_INSTALLATION_FORM)).toBe(false);
  });

  it('checks the start month against the client’s date', () => {
    expect(installationFormErrors({ ...valid, startMonth: '2026-11' }, today)).toEqual({});
    expect(installationFormErrors({ ...valid, startMonth: '2028-05' }, today)).toEqual({});
    expect(installationFormErrors({ ...valid, startMonth: '2026-10' }, today)).toEqual({
      startMonth: 'Please choose a month from November 2026 to May 2028.',
    });
    expect(installationFormErrors({ ...valid, startMonth: '2028-06' }, today)).toEqual({
      startMonth: 'Please choose a month from November 2026 to May 2028.',
    });
  });

  it('takes up to 500 characters of access notes, counted without surrounding spaces', () => {
    const longest = 'x'.repeat(ACCESS_NOTES_MAX_LENGTH);
    expect(installationFormErrors({ ...valid, accessNotes: ` ${longest} ` }, today)).toEqual({});
    expect(installationFormErrors({ ...valid, accessNotes: `${longest}y` }, today)).toEqual({
      accessNotes: 'Please keep this to 500 characters or fewer.',
    });
  });

  it('is refused by the command schema with another field, a malformed month or a wrong type', () => {
    const problem = (input: unknown) => {
      try {
        installationAnswersSchema.validateSync(input, { strict: true });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem(valid)).toBeNull();
    expect(problem({ ...valid, userId: 'someone-else' })).not.toBeNull();
    for (const month of ['2027-13', '2027-3', 'March 2027', '2027-03-01', ' 2027-03']) {
      expect(problem({ ...valid, startMonth: month }), month).toBe(
        'Please choose the month you would like installation to start.',
      );
    }
    expect(problem({ ...valid, contactMethod: 'pigeon' })).toBe(
      'Please choose how the installer should contact you.',
    );
    expect(problem({ ...valid, accessNotes: 5 })).not.toBeNull();
    const { accessNotes: _notes, ...withoutNotes } = valid;
    expect(problem(withoutNotes)).not.toBeNull();
  });

  it('is saved with the access notes trimmed', () => {
    expect(
      installationAnswersToSave({ ...valid, accessNotes: '  Park on the street.  ' } as never),
    ).toEqual({
      ...valid,
      accessNotes: 'Park on the street.',
    });
  });
});

describe('the Installation Details form', () => {
  it('fills from saved answers or a draft, leaving out what it does not know', () => {
    expect(installationFormValuesFrom(valid)).toEqual(valid);
    expect(installationFormValuesFrom(null)).toEqual(EMPTY_INSTALLATION_FORM);
    expect(
      installationFormValuesFrom({ startMonth: 'soon', contactMethod: 'fax', accessNotes: 3 }),
    ).toEqual(EMPTY_INSTALLATION_FORM);
    // A month saved long ago is kept, so the form can say it is no longer offered.
    expect(installationFormValuesFrom({ ...valid, startMonth: '2025-01' }).startMonth).toBe(
      '2025-01',
    );
  });

  it('tells a changed form from the same answers', () => {
    expect(sameInstallationForm(valid, { ...valid, accessNotes: ` ${valid.accessNotes} ` })).toBe(
      true,
    );
    expect(sameInstallationForm(valid, { ...valid, contactMethod: 'phone' })).toBe(false);
    expect(sameInstallationForm(valid, { ...valid, startMonth: '2027-04' })).toBe(false);
  });
});
