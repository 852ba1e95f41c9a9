import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './orderDate';

describe('formatOrderDate', () => {
  it('shows month name, day and year', () => {
    expect(formatOrderDate(new Date('2025-09-26T15:30:00Z'), 'America/New_York')).toBe(
      'September 26, 2025',
    );
    expect(formatOrderDate(new Date('2026-01-05T12:00:00Z'), 'UTC')).toBe('January 5, 2026');
  });

  it("decision: uses the given time zone's calendar day", () => {
    const lateEvening = new Date('2025-09-28T03:30:00Z');
    expect(formatOrderDate(lateEvening, 'America/Los_Angeles')).toBe('September 27, 2025');
    expect(formatOrderDate(lateEvening, 'UTC')).toBe('September 28, 2025');
  });
});
