import { describe, expect, it } from 'vitest';
import { brandFrom, DEFAULT_BRAND } from '../brand/brand';
import { COPY_AREAS, COPY_CATALOGUE, copyText, fillBrandCopy } from './catalogue';

const entries = COPY_AREAS.flatMap((area) =>
  Object.entries(COPY_CATALOGUE[area]).map(([key, text]) => ({ id: `${area}.${key}`, text })),
);
const texts = new Set(entries.map((entry) => entry.text));

/** Our placeholders; yup fills its own `${...}` in command input errors. */
const placeholders = (text: string) =>
  [...text.matchAll(/(?<!\$)\{(\w+)\}/g)].map((match) => match[1]!);

const KNOWN_PLACEHOLDERS = new Set([
  // brandCopyValues
  'product',
  'email',
  'phone',
  // call values
  'code',
  'status',
  'userId',
  'id',
  'docId',
  'orderId',
  'price',
  'option',
  'fileName',
  'limit',
  'required',
  'count',
  'step',
  'total',
  'received',
  'amount',
  'firstName',
  'from',
  'to',
  'yard',
]);

const brand = brandFrom({
  productName: 'Acme Gardens',
  supportEmail: 'care@acme.example',
  supportPhone: '(555) 010-9999',
});

// Required wording, word for word; each must stand in the catalogue as written.
const FUNNEL_SPEC_MESSAGES = [
  // Account linking
  'It looks like you already have a {product} account, please try logging in.',
  'It looks like you have an account but are signing in with a different method than you used last time. Please try signing in with the same method you used previously.',
  'Google Authentication was cancelled. Please try again.',
  'An error occurred while trying to link your account, please try again.',
  // Onboarding and other messages
  'CLIENT CANNOT ONBOARD',
  'Could not find SKU for premium package in Stripe',
  'Cannot update a design profile without an id.',
  'No userId found in UserCtx when trying to fetch onboardState doc',
  'Failed to prepare redirect: {status}',
  // Funnel steps, the quiz and how-did-you-hear
  "Let's get started!",
  "Almost done. Let's save your results.",
  'Where is your outdoor space?',
  'First, tell us where your outdoor space is',
  "We're excited to get started!",
  "We're digging into",
  'We found your property!',
  "THAT'S IT",
  "THAT'S NOT IT",
  'We recommend...',
  'Questions? Talk to Our Team',
  'GET STARTED',
  'CREATE ACCOUNT',
  'What do you need help with?',
  'Which areas need help?',
  'What is the size of your property?',
  "What's on your design wish list?",
  'Every yard is unique! What are the unique challenges in your yard?',
  'When do you want to start your project?',
  'What is your budget for your outdoor project?',
  'How did you hear about us? (Optional)',
  'How did you hear about us?',
];

const CHECKOUT_SPEC_MESSAGES = [
  // Promo codes
  "Oops! That promo code isn't valid. Try again or contact support.",
  '{code} is no longer valid and cannot be applied to your order.',
  'The number of redemptions for this promo code has reached its limit. Please enter a valid promo code.',
  'Success! Any eligible changes to your cart have been applied.',
  'Timed out',
  // Promo validation and the promo box
  "Please provide a valid MyLowe's Rewards {product} code...",
  '{code} is not valid on this package.',
  '{code} is not valid for this package.',
  'Enter referral or promo code (optional)',
  "Enter your MyLowe's Rewards {product} code",
  // Order, account and sign-in errors
  'An error occurred while getting the payment intent. {status}',
  'An error occurred while getting the payment intent.',
  'Recaptcha validation failed',
  'Failed to sign in with Google. Please try again.',
  'Failed to update account information. Please try again.',
  'An account with this email already exists. Please log in to continue, or use a different email address.',
  'No user is currently signed in.',
  'An error occurred while creating your account.',
  'There was a problem creating order',
  'No user ID found!',
  'Invalid method',
  'timed out',
  // Account step, two-projects dialog, password and sign-in methods
  "First, let's get you an account",
  'Login to pick up where you left off',
  'Already have an account?',
  'Thanks for coming back!',
  "Unfortunately, we're not able to support two projects under the same email right now, but we're working on it! Please use a different email to purchase a new package.",
  'Okay, log me out',
  'Your password must have at least:',
  'Six characters',
  'Your account uses google login!',
  // Checkout screen, terms and the confirmation page
  'Changes to Terms & Privacy Policy',
  'Account Details',
  'Property Address',
  'Use property address for billing',
  'What will happen next',
  'Thank you for your order!',
  'Please stay on this page while we set up your account',
  'Confirmation will be sent to',
  'Your Package',
  'Your Purchase',
  'GIVE FEEDBACK ON DESIGN',
  "We're setting up your account...",
  'Putting the finishing touches on your account...',
  'GO TO MY PROJECT DASHBOARD',
  "We've received your payment. We can't wait to get started on your project! Watch out for an email from us with instructions on next steps. Reach out to {email} at any time with questions.",
  'Your account may not be set up if you leave',
  // Generic error page
  "We're sorry, but something went wrong.",
  'Our engineering team has been alerted and is looking into the problem. Please check back soon.',
  'Please check your browser settings to ensure that cookies are enabled.',
  'Uncheck the option to block cookies or use a different browser.',
  // Prices
  'NO COST',
];

const ONBOARDING_SPEC_MESSAGES = [
  // Help
  'Uh-oh! Something went wrong trying to deliver this email. If this error persists, please contact {email}.',
  "We got your message! We'll reach out to you via email within the next business day.",
  // Help form
  'Let us know how we can help!',
  'Specific design question',
  'Technical question',
  'Timeline question',
  // Uploads and comments
  'There was a problem trying to upload one or more of your files. Please reload the web page and try again. If you continue to see this error, please reach out to {email}',
  'Error updating comment',
  'Error deleting file',
  'HEIC image files are not supported by your browser',
  'Comment Required!',
  'File Limit Reached. Please delete some photos to upload more.',
  // Colour service
  'We are having trouble connecting to our servers. Please refresh the page and try again',
  'We were unable to save your color selection. Please refresh the page and try again.',
  // Context error dialog and slow load
  'Uh oh! Something is wrong on our end.',
  "Please message us using the 'help' button or email {email}",
  'An unknown error occured, please logout and back in.',
  "It's taking longer to load your data than expected. Please try reloading the page.",
  // Budget validation, budget errors and estimates
  'Please provide a total budget for your project.',
  'Please provide a first phase budget for your project.',
  'Your all in budget should not be less than your phase one budget.',
  'There was an issue submitting your budget intent, please refresh the page and try again.',
  'An error occurred when updating your budget from yourwishlist modifications. Please try again or contact support.',
  'No Checklist Items Found',
  'Start selecting items to see a range',
  // Screens, sidebar and buttons
  'Confirm Your Information',
  'Save and go to keep/remove',
  'Save and go to functions',
  'Save and complete',
  'Select some items to continue...',
  "Let's Prioritize!",
  'Your Wish List is ready to go!',
  "Let's talk budget!",
  'Go to My Goals',
  'Go to Exterior Design',
  'Submit installation plans in Wish List section before proceeding',
  'Talk to us',
  'Design Elements',
  'Plans & Drawings',
  'Start My Project',
  // Video guidance
  'Slow-pan videos should capture everything.',
  'Chatty video should be 2-3 minutes long.',
];

describe('the copy catalogue', () => {
  it('gathers every area, with messages in each', () => {
    expect(COPY_AREAS).toEqual(
      expect.arrayContaining(['account', 'checkout', 'funnel', 'onboarding', 'promo', 'forms']),
    );
    for (const area of COPY_AREAS) {
      expect(Object.keys(COPY_CATALOGUE[area]).length, area).toBeGreaterThan(0);
    }
    expect(COPY_CATALOGUE.account['LINK_ERRORS.popupClosed']).toBe(
      'Google Authentication was cancelled. Please try again.',
    );
  });

  it('uses only known placeholders', () => {
    for (const { id, text } of entries) {
      for (const name of placeholders(text)) {
        expect(KNOWN_PLACEHOLDERS.has(name), `${id}: {${name}}`).toBe(true);
      }
    }
  });

  it('leaves no {product}, {email} or {phone} once filled for a brand', () => {
    for (const { id, text } of entries) {
      const filled = fillBrandCopy(text, brand);
      expect(filled, id).not.toMatch(/\{(product|email|phone)\}/);
      if (text.includes('{product}')) expect(filled, id).toContain('Acme Gardens');
      if (text.includes('{email}')) expect(filled, id).toContain('care@acme.example');
      if (text.includes('{phone}')) expect(filled, id).toContain('(555) 010-9999');
    }
  });

  it.each([
    ['the funnel', FUNNEL_SPEC_MESSAGES],
    ['checkout', CHECKOUT_SPEC_MESSAGES],
    ['onboarding', ONBOARDING_SPEC_MESSAGES],
  ])('holds the messages of %s word for word', (_spec, messages) => {
    for (const message of messages) expect(texts.has(message), message).toBe(true);
  });

  it('checks at least 40 required messages across funnel, checkout and onboarding', () => {
    const all = [...FUNNEL_SPEC_MESSAGES, ...CHECKOUT_SPEC_MESSAGES, ...ONBOARDING_SPEC_MESSAGES];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(40);
  });

  it('holds each text once', () => {
    const seen = new Map<string, string>();
    for (const { id, text } of entries) {
      expect(seen.get(text), `${id} repeats ${seen.get(text)}`).toBeUndefined();
      seen.set(text, id);
    }
  });
});

describe('filling catalogue messages', () => {
  it('fills the brand and the call values', () => {
    expect(copyText('promo', 'PROMO_MESSAGES.expired', DEFAULT_BRAND, { code: 'SUMMER24' })).toBe(
      'SUMMER24 is no longer valid and cannot be applied to your order.',
    );
    expect(
      copyText('checkout', 'CHECKOUT_ERRORS.paymentIntentUpdateFailed', brand, { status: 502 }),
    ).toBe('An error occurred while getting the payment intent. 502');
    expect(copyText('promo', 'PROMO_BOX_LABELS.partner', brand)).toBe(
      "Enter your MyLowe's Rewards Acme Gardens code",
    );
    expect(copyText('shell', 'ERROR_PAGE.contactSupport', brand)).toBe(
      'If you need help right away, contact us at care@acme.example or (555) 010-9999.',
    );
  });

  it('decision: the brand fills {product}, {email} and {phone} even when a call passes them', () => {
    expect(fillBrandCopy('Write to {email}', brand, { email: 'other@example.test' })).toBe(
      'Write to care@acme.example',
    );
  });

  it('refuses a key the catalogue does not have', () => {
    expect(() => copyText('promo', 'PROMO_MESSAGES.nope', brand)).toThrow(/no promo message/);
  });
});
