import { assertWholeCents } from './cents';

export interface TaxableOrder {
  /** The price after discounts, before tax, in cents. */
  taxableCents: number;
  /** The two-letter state of the billing address. */
  state: string;
}

/**
 * Sales tax in cents. Decision: 0 for every order and state; tax rules are not shown, and design
 * services are billed without tax until a tax rule is specified. The signature takes what a real
 * rule needs so one can replace this body without touching callers.
 */
export function taxCents(order: TaxableOrder): number {
  assertWholeCents(order.taxableCents, 'A taxable amount');
  return 0;
}
