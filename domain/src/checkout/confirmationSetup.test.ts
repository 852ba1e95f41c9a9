import { describe, expect, it } from 'vitest';
import { confirmationSetupView, type ConfirmationSetupInput } from './confirmationSetup';

const waiting: ConfirmationSetupInput = {
  isAdditionalRevision: false,
  setup: null,
  elapsedMs: 0,
  supportEmail: 'help@yardwise.example',
};

const FALLBACK =
  "We've received your payment. We can't wait to get started on your project! Watch out for an email from us with instructions on next steps. Reach out to help@yardwise.example at any time with questions.";

describe('confirmation page setup', () => {
  it("shows 'We're setting up your account...' while nothing has arrived, and warns on leaving", () => {
    expect(confirmationSetupView(waiting)).toEqual({
      action: { kind: 'spinner', text: "We're setting up your account..." },
      warnOnLeave: true,
    });
    expect(confirmationSetupView({ ...waiting, setup: {} }).action).toEqual({
      kind: 'spinner',
      text: "We're setting up your account...",
    });
  });

  it("becomes 'Putting the finishing touches on your account...' once either document exists", () => {
    for (const setup of [{ profileDocCreated: true }, { projectDocCreated: true }]) {
      expect(confirmationSetupView({ ...waiting, setup, elapsedMs: 4000 }).action).toEqual({
        kind: 'spinner',
        text: 'Putting the finishing touches on your account...',
      });
    }
  });

  it("shows 'GO TO MY PROJECT DASHBOARD' to the v2 onboard path when both are ready", () => {
    expect(
      confirmationSetupView({
        ...waiting,
        setup: { profileDocCreated: true, projectDocCreated: true },
      }),
    ).toEqual({
      action: {
        kind: 'button',
        label: 'GO TO MY PROJECT DASHBOARD',
        target: { experience: 'v2', path: 'onboard' },
      },
      warnOnLeave: false,
    });
  });

  it('shows the fallback with the support email at 10 s with nothing, not at 9.999 s', () => {
    expect(confirmationSetupView({ ...waiting, elapsedMs: 9999 }).action.kind).toBe('spinner');
    expect(confirmationSetupView({ ...waiting, elapsedMs: 10_000 })).toEqual({
      action: { kind: 'fallback', text: FALLBACK },
      warnOnLeave: false,
    });
  });

  it('shows the fallback at once when a flag is false', () => {
    expect(
      confirmationSetupView({
        ...waiting,
        setup: { profileDocCreated: true, projectDocCreated: false },
      }).action,
    ).toEqual({ kind: 'fallback', text: FALLBACK });
  });

  it('decision: a half-finished setup also falls back at 10 s', () => {
    expect(
      confirmationSetupView({ ...waiting, setup: { profileDocCreated: true }, elapsedMs: 10_000 })
        .action.kind,
    ).toBe('fallback');
  });

  it('decision: a setup that finishes after the fallback still shows the dashboard button', () => {
    expect(
      confirmationSetupView({
        ...waiting,
        setup: { profileDocCreated: true, projectDocCreated: true },
        elapsedMs: 25_000,
      }).action.kind,
    ).toBe('button');
  });

  it("shows 'GIVE FEEDBACK ON DESIGN' to our feedback page for an additional revision", () => {
    expect(confirmationSetupView({ ...waiting, isAdditionalRevision: true })).toEqual({
      action: {
        kind: 'button',
        label: 'GIVE FEEDBACK ON DESIGN',
        target: { experience: 'v2', path: 'design-feedback' },
      },
      warnOnLeave: false,
    });
  });

  it('explains a held payment instead of setting up, also for an additional revision', () => {
    for (const isAdditionalRevision of [false, true]) {
      expect(
        confirmationSetupView({
          ...waiting,
          isAdditionalRevision,
          setup: {
            profileDocCreated: false,
            projectDocCreated: false,
            paymentHeld: { amountReceived: 100000, orderTotal: 150000 },
          },
        }),
      ).toEqual({
        action: {
          kind: 'fallback',
          text: 'We received $1,000.00, but your order comes to $1,500.00, so we have paused setting up your account. Nothing more has been charged. Our team has been alerted and will email you to settle the difference. Reach out to help@yardwise.example at any time with questions.',
        },
        warnOnLeave: false,
      });
    }
  });

  it('says a payment was refunded or is disputed before anything else, also over a held payment', () => {
    const view = (kind: 'refunded' | 'disputed', isAdditionalRevision: boolean) =>
      confirmationSetupView({
        ...waiting,
        isAdditionalRevision,
        setup: {
          profileDocCreated: true,
          projectDocCreated: true,
          paymentHeld: { amountReceived: 100000, orderTotal: 249500 },
          paymentReversal: { kind, amount: 100000, amountCharged: 100000 },
        },
      });
    for (const isAdditionalRevision of [false, true]) {
      expect(view('refunded', isAdditionalRevision)).toEqual({
        action: {
          kind: 'fallback',
          text: 'This order was refunded: $1,000.00 is on its way back to your payment method. Reach out to help@yardwise.example at any time with questions.',
        },
        warnOnLeave: false,
      });
      expect(view('disputed', isAdditionalRevision).action).toEqual({
        kind: 'fallback',
        text: 'Your bank has told us this payment of $1,000.00 is disputed, so your order is under review. Our team has been alerted. Reach out to help@yardwise.example at any time with questions.',
      });
    }
  });
});
