// One measured figure beside its budget; every part of `npm run bench` reports these rows.

/**
 * @typedef {object} BudgetRow
 * @property {string} group    what is measured, e.g. 'JavaScript (gzip)', 'Lighthouse', 'Functions'
 * @property {string} name     the route, page or function, e.g. 'funnel landing (/design-profile/start)'
 * @property {string} metric   e.g. 'KB before interactive', 'performance', 'LCP', 'entry load'
 * @property {number} measured
 * @property {number} limit
 * @property {'max' | 'min'} kind  'max': measured must be <= limit; 'min': measured must be >= limit
 * @property {string} unit     printed after both numbers, e.g. 'KB', 'ms', 's', ''
 */

/** @param {BudgetRow} row */
export function withinBudget(row) {
  return row.kind === 'max' ? row.measured <= row.limit : row.measured >= row.limit;
}

/**
 * A plain-text table of the rows, budgets beside the figures, one verdict per row.
 * @param {BudgetRow[]} rows
 */
export function formatReport(rows) {
  const cells = rows.map((row) => [
    row.group,
    row.name,
    row.metric,
    `${formatNumber(row.measured)}${row.unit ? ` ${row.unit}` : ''}`,
    `${row.kind === 'max' ? '<=' : '>='} ${formatNumber(row.limit)}${row.unit ? ` ${row.unit}` : ''}`,
    withinBudget(row) ? 'ok' : 'OVER BUDGET',
  ]);
  const header = ['Group', 'Route / page', 'Measure', 'Measured', 'Budget', 'Verdict'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((row) => row[i]?.length ?? 0)),
  );
  /** @param {string[]} row */
  const line = (row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** @param {number} value */
function formatNumber(value) {
  return Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1);
}
