import { describe, expect, it } from 'vitest';
import {
  calendarDayIn,
  firstDesignDue,
  formatDueDay,
  formatLongDate,
  turnaroundDays,
  turnaroundOfProduct,
} from './firstDesign';

describe('the first design date', () => {
  it("is the package's turnaround in business days from the submission date", () => {
    // Friday, November 27, 2026 in New York: 15 business days later skips three weekends.
    expect(firstDesignDue(new Date('2026-11-27T15:00:00Z'), 15)).toBe('2026-12-18');
  });

  it('is shorter with expedited service', () => {
    const turnaround = turnaroundOfProduct({
      turnaroundBusinessDays: 15,
      expeditedTurnaroundBusinessDays: 7,
    })!;
    const submitted = new Date('2026-11-27T15:00:00Z');
    expect(firstDesignDue(submitted, turnaroundDays(turnaround, true))).toBe('2026-12-08');
    expect(firstDesignDue(submitted, turnaroundDays(turnaround, false))).toBe('2026-12-18');
  });

  it("counts from the submission's day on the design team's calendar", () => {
    // 02:00 UTC on Saturday is still Friday evening in New York.
    expect(calendarDayIn(new Date('2026-11-28T02:00:00Z'), 'America/New_York')).toBe('2026-11-27');
    expect(firstDesignDue(new Date('2026-11-28T02:00:00Z'), 1)).toBe('2026-11-30');
    // Submitted on a Saturday, the first business day is Monday.
    expect(firstDesignDue(new Date('2026-11-28T15:00:00Z'), 1)).toBe('2026-11-30');
  });

  it('is shown like "Friday, December 18, 2026"', () => {
    expect(formatDueDay('2026-12-18')).toBe('Friday, December 18, 2026');
    expect(formatLongDate('2026-12-18T03:00:00Z', 'America/Los_Angeles')).toBe(
      'Thursday, December 17, 2026',
    );
    expect(formatLongDate('2026-12-18T03:00:00Z', 'Europe/Paris')).toBe(
      'Friday, December 18, 2026',
    );
  });
});

describe('turnaroundOfProduct (catalog data)', () => {
  it('reads the turnaround of the product document', () => {
    expect(
      turnaroundOfProduct({ turnaroundBusinessDays: 20, expeditedTurnaroundBusinessDays: 10 }),
    ).toEqual({ standard: 20, expedited: 10 });
  });

  it('has none without a whole positive number of days', () => {
    expect(turnaroundOfProduct(undefined)).toBeNull();
    expect(turnaroundOfProduct({})).toBeNull();
    expect(turnaroundOfProduct({ turnaroundBusinessDays: 0 })).toBeNull();
    expect(turnaroundOfProduct({ turnaroundBusinessDays: 2.5 })).toBeNull();
  });

  it('never lets expedited service take longer than the standard turnaround', () => {
    expect(turnaroundOfProduct({ turnaroundBusinessDays: 10 })).toEqual({
      standard: 10,
      expedited: 10,
    });
    expect(
      turnaroundOfProduct({ turnaroundBusinessDays: 10, expeditedTurnaroundBusinessDays: 12 }),
    ).toEqual({ standard: 10, expedited: 10 });
  });
});
