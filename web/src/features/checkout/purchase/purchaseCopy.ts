// Words of the purchase page that no rule fixes. Decisions, in product language; the required
// words come from the domain.

export const PURCHASE_COPY = {
  goBack: 'Go back',
  orderSummary: 'Your order',
  addOnsLegend: 'Add to your package',
  exteriorUpgradeLegend: 'Exterior Upgrade',
  noExteriorUpgrade: 'No exterior upgrade',
  total: 'Total',
  estimatedTax: 'Estimated tax',
  pricesLoading: 'Loading prices',
  account: 'Your account',
  promoApplied: 'Code applied:',
  removeCode: 'Remove code',
  payment: 'Payment',
  paying: 'Confirming your payment…',
  preparingPayment: 'Preparing your payment…',
  billingAddressLoading: 'Loading the address fields…',
  testPaymentTitle: 'Test payment',
  testPaymentNote:
    'This build has no card processor. Confirming places the order with a test payment; no card is charged.',
  paymentLoadFailed:
    'The payment form could not load. Please check your connection and reload the page.',
} as const;
