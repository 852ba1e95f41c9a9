// User-facing words of promo and referral codes. `{code}` is the
// upper-cased code; `{product}` the brand name, as in "MyLowe's Rewards {product} code".

export const PROMO_MESSAGES = {
  invalid: "Oops! That promo code isn't valid. Try again or contact support.",
  /** An EXPIRED marketing code. */
  expired: '{code} is no longer valid and cannot be applied to your order.',
  /** A MAX_REDEMPTIONS_EXCEEDED marketing code. */
  maxRedemptions:
    'The number of redemptions for this promo code has reached its limit. Please enter a valid promo code.',
  /** Decision (our own wording): a DEACTIVATED code, worded like the expired one. */
  deactivated: '{code} is no longer active and cannot be applied to your order.',
  /** Decision (our own wording): a START_TIME_NOT_REACHED code tells the customer to come back. */
  startTimeNotReached: "{code} isn't active yet. Please try again once the promotion has started.",
  /**
   * Decision (our own wording): a referral code whose redemptions are used up, in the words of the
   * expired one, since the marketing wording speaks of a promo code.
   */
  referralMaxRedemptions:
    '{code} has been used as many times as it allows and cannot be applied to your order.',
  success: 'Success! Any eligible changes to your cart have been applied.',
  timedOut: 'Timed out',
  /** The package price in dollars is below the code's minimumPackagePrice. */
  notValidOnPackage: '{code} is not valid on this package.',
  /** Starter packages below 99500 cents, and Small Space with a GETSTARTED code. */
  notValidForPackage: '{code} is not valid for this package.',
  /**
   * Decision (our own wording): why a code is refused on an additional revision, a cart the
   * checkout shows no promo box for.
   */
  notOfferedOnAdditionalRevision:
    "Promo codes can't be used on an additional revision, so {code} was not applied.",
  /**
   * Decision (our own wording): why a code is refused on a package priced below the promo box's
   * threshold (a gift card, say); `{price}` is that threshold in dollars.
   */
  notOfferedBelowPrice:
    'Promo codes can only be used on packages of {price} or more, so {code} was not applied.',
  /** Partner-retailer packages take only codes starting with yzlo; NEXT stays disabled. */
  partnerCodeRequired: "Please provide a valid MyLowe's Rewards {product} code...",
} as const;

export const PROMO_BOX_LABELS = {
  standard: 'Enter referral or promo code (optional)',
  partner: "Enter your MyLowe's Rewards {product} code",
} as const;

/** Decision: the promo box's button reads Submit. */
export const PROMO_SUBMIT_LABEL = 'Submit';
