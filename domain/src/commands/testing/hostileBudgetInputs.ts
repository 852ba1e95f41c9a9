// For tests: budget amounts a hostile client may send to saveBudget. The amounts are whole dollars
// as digit strings, checked by the budget rules (budgetFormErrors) rather than by anything the
// schema's description states, so the generated payloads cannot know them: these are written out.

import type { HostileCase } from '../hostileInputs';
import { SCRIPT } from './brokenValues';

/** `base` is a valid saveBudget payload with phasing 'yes'; every case must be refused. */
export function hostileSaveBudgetInputs(base: Readonly<Record<string, unknown>>): HostileCase[] {
  const amounts: [string, string][] = [
    ['a negative amount', '-100'],
    ['negative zero', '-0'],
    ['a fractional amount', '12.50'],
    ['dollars and cents', '12000.50'],
    ['a thousands suffix', '25k'],
    ['thousands commas (the form drops them before saving)', '15,000'],
    ['an amount in cents below a dollar', '0.99'],
    ['an exponent', '1e9'],
    ['a hexadecimal amount', '0x10'],
    ['a leading plus', '+5000'],
    ['a leading space', ' 5000'],
    ['a formatted amount', '$5,000'],
    ['full-width digits', '５０００'],
    ['zero', '0'],
    ['zeros', '000'],
    ['an empty amount', ''],
    ['past the largest amount', '9223372036854775808'],
    ['a huge amount', '9'.repeat(1_000)],
    ['a script', SCRIPT],
  ];
  return [
    ...amounts.map(([label, amount]): HostileCase => [
      `all-in budget: ${label}`,
      { ...base, allInBudget: amount },
    ]),
    ...amounts.map(([label, amount]): HostileCase => [
      `first phase budget: ${label}`,
      { ...base, phaseoneBudget: amount },
    ]),
    ['a first phase above the all-in budget', { ...base, phaseoneBudget: '99999999' }],
    ['no design target with phasing', { ...base, designTarget: null }],
    ['a negative amount without phasing', { ...base, phasing: 'no', allInBudget: '-5' }],
  ];
}
