// User-facing words of the checkout. Templates: `{status}` is an HTTP status,
// `{email}` the support email. The account step's words and auth errors are account/messages.ts.

/** Errors shown to the customer. */
export const CHECKOUT_ERRORS = {
  /** The update call failed without a message of its own. */
  paymentIntentUpdateFailed: 'An error occurred while getting the payment intent. {status}',
  /** A thrown failure of the order call. */
  paymentIntentFailed: 'An error occurred while getting the payment intent.',
  /** Blocks payment. */
  recaptchaFailed: 'Recaptcha validation failed',
} as const;

/** Messages that are logged or thrown, never shown as they are. */
export const CHECKOUT_LOG_MESSAGES = {
  orderCreationFailed: 'There was a problem creating order',
  /** Decision: the wording of the log line for a price that does not parse. */
  unparseablePrice: 'Could not parse price: {price}',
  /** Decision: the wording of the console error for a product without metadata name. */
  missingProductName: 'Product metadata has no name',
  /** Decision: the wording of the report when purchase tracking fails; it notes the order id. */
  purchaseTrackingFailed: 'Sending purchase tracking events failed for order {orderId}',
} as const;

/** The checkout screen's section titles, buttons and notes. */
export const CHECKOUT_LABELS = {
  accountDetails: 'Account Details',
  propertyAddress: 'Property Address',
  billingDetails: 'Billing Details',
  useProperty: 'Use property address for billing',
  accountNext: 'Next',
  accountSave: 'Save',
  change: 'Change',
  signInWithGoogle: 'Sign in with Google',
  /** The billing details button; decision: also the funnel's NEXT. */
  next: 'NEXT',
  /** The payment button; decision: also the funnel's purchase step button. */
  confirmOrder: 'CONFIRM ORDER',
  whatHappensNext: 'What will happen next',
} as const;

/** The order confirmation page. */
export const CONFIRMATION_TEXT = {
  /** Decision: also the title of the funnel's payment-confirmed step. */
  title: 'Thank you for your order!',
  /** Blank for an additional-revision purchase. */
  subtitle: 'Please stay on this page while we set up your account',
  orderDate: 'Order Date',
  orderId: 'Order ID',
  confirmationSentTo: 'Confirmation will be sent to',
  packageHeading: 'Your Package',
  additionalRevisionHeading: 'Your Purchase',
  settingUp: "We're setting up your account...",
  /** Once either the profile or the project document exists. */
  finishingTouches: 'Putting the finishing touches on your account...',
  /** Decision: also the button of the funnel's payment-confirmed step. */
  dashboardButton: 'GO TO MY PROJECT DASHBOARD',
  feedbackButton: 'GIVE FEEDBACK ON DESIGN',
  /** After the fallback time-out; `{email}` is the support email. */
  fallback:
    "We've received your payment. We can't wait to get started on your project! Watch out for an email from us with instructions on next steps. Reach out to {email} at any time with questions.",
  /**
   * Decision: a payment short of the order's total is held; `{received}` and `{total}` are dollar
   * amounts, `{email}` the support email.
   */
  paymentHeld:
    'We received {received}, but your order comes to {total}, so we have paused setting up your account. Nothing more has been charged. Our team has been alerted and will email you to settle the difference. Reach out to {email} at any time with questions.',
  /**
   * Decision: a refunded or disputed payment says so instead of the setup's progress; `{amount}`
   * and `{total}` are dollar amounts, `{email}` the support email.
   */
  refunded:
    'This order was refunded: {amount} is on its way back to your payment method. Reach out to {email} at any time with questions.',
  partiallyRefunded:
    'We refunded {amount} of your {total} payment; it is on its way back to your payment method. Reach out to {email} at any time with questions.',
  disputed:
    'Your bank has told us this payment of {amount} is disputed, so your order is under review. Our team has been alerted. Reach out to {email} at any time with questions.',
  /** Warns on leaving while setup is unfinished. */
  leaveWarning: 'Your account may not be set up if you leave',
} as const;

/**
 * Why the server refuses to create or update an order; shown in the error banner.
 * Decision: our words. `{email}` is the support email.
 */
export const ORDER_ERRORS = {
  /** The sku names no package and lot size the catalog sells. */
  unknownPackage: 'We could not find that package. Please choose your package again.',
  /** An add-on the catalog does not sell, or not with this package. */
  unknownAddOn: 'That add-on is not available for this package. Please remove it and try again.',
  /** Flags that contradict the add-ons or the package: a forged request; our client never sends one. */
  doesNotAddUp: 'The order does not add up. Please reload the page.',
  notYourAccount: 'You can only place an order for the account you are signed in with.',
  notYourEmail: 'Please use the email of the account you are signed in with.',
  /** The payment is in flight: the amount can no longer change. */
  processing: 'Your payment is being processed, so this order can no longer be changed.',
  alreadyPaid: 'This order has already been paid, so it can no longer be changed.',
  /** A payment arrived that does not cover the order; staff settle it with the customer. */
  paymentHeld:
    'The payment for this order is on hold while our team looks into it, so the order can no longer be changed. We will email you shortly.',
  /** The card processor refused to change the amount: the customer is confirming the payment. */
  paymentUnderway:
    'Your payment is under way, so this order can no longer be changed. Please finish the payment, or reload the page to see your order as it is.',
  /** An update without an open order (it was paid elsewhere, canceled, or never created). */
  noOpenOrder: 'We could not find your order. Please reload the page to start again.',
  /** Card payments have a minimum (Stripe: 50 cents); a cheaper order cannot be paid by card. */
  belowMinimumCharge:
    'This order has no amount to pay by card. Please contact {email} to complete it.',
} as const;

/** The confirmation page without a payment to confirm. Decision: say what happened and where to go next. */
export const NO_ORDER_TEXT = {
  heading: "We couldn't find your order",
  body: 'There is no recent payment on this device. If you already paid, your confirmation email has the details.',
  packagesLink: 'Browse our design packages',
  support: 'Questions about an order? Reach out to',
} as const;
