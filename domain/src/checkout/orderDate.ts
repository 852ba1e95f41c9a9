/**
 * The Order Date is today, as month name, day and year ("September 26, 2025").
 * Decision: in the customer's own time zone by default (the runtime's), so "today" is their
 * today; tests and the server pass a zone.
 */
export function formatOrderDate(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}
