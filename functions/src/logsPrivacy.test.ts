import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { alertCannotOnboard, sendOnboardHelpEmail, updateProfile } from './index';
import { stripeWebhook } from './payments/stripeWebhook';
import { intentEvent, orderFixture, seedOrder } from './payments/testing/paymentFixtures';
import {
  recordingResponse,
  stripeRequest,
  TEST_WEBHOOK_SECRET,
} from './payments/testing/webhookHttp';
import { callableRequest as request, rejection, type TestCaller } from './testing/callable';
import { clearFirestore } from './testing/firestore';
import { seedOnboardingClient } from './onboarding/testing/onboardingClients';
import { sendgridSend } from './testing/email';

// The real handlers, with the log spied: what a person typed or what a provider said about them
// must not reach the function log, while the ids that let staff look them up do.

const person = {
  uid: 'client-privacy-1',
  email: 'ana.lopez@example.com',
  firstName: 'Anastasia',
  lastName: 'Lopezmoreno',
  street: '4417 Juniper Hollow Road',
  phone: '5550104477',
};
const client: TestCaller = { uid: person.uid, signIn: 'password', email: person.email };

/** Everything written to the log, Errors with their message and stack. */
function loggedText(): string {
  const levels = [logger.debug, logger.info, logger.warn, logger.error];
  return levels
    .flatMap((level) => vi.mocked(level).mock.calls.flat())
    .map((argument) =>
      argument instanceof Error
        ? `${argument.name}: ${argument.message}\n${argument.stack ?? ''}`
        : JSON.stringify(argument),
    )
    .join('\n');
}

function expectNoPersonalDetails(text: string): void {
  for (const detail of [
    person.email,
    'ana.lopez',
    person.firstName,
    person.lastName,
    person.street,
    person.phone,
  ]) {
    expect(text).not.toContain(detail);
  }
}

beforeEach(async () => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.unstubAllEnvs();
  await clearFirestore();
});

describe('the function log never carries personal details', () => {
  const helpRequest = {
    helpType: 'technical',
    emailAddress: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    body: `My photos will not upload. I live at ${person.street}, call ${person.phone}.`,
  };

  it('when the email provider refuses a help email, naming the address', async () => {
    vi.stubEnv('SENDGRID_API_KEY', 'SG.test');
    vi.stubEnv('SENDGRID_FROM_EMAIL', 'hello@yard.example');
    vi.stubEnv('SUPPORT_EMAIL', 'support@yard.example');
    sendgridSend.mockRejectedValueOnce(
      Object.assign(new Error(`Reply-to ${person.email} rejected for ${person.firstName}`), {
        code: 400,
      }),
    );

    const error = await rejection(sendOnboardHelpEmail.run(request(helpRequest, client)));

    expect(error.code).toBe('unavailable');
    const text = loggedText();
    expect(text).toContain(person.uid);
    expect(text).toContain('[email]');
    expect(text).not.toContain(person.email);
  });

  it('when the local stand-in keeps a help email, whose subject and text name the client', async () => {
    vi.stubEnv('SUPPORT_EMAIL', 'support@yard.example');

    await sendOnboardHelpEmail.run(request(helpRequest, client));

    const text = loggedText();
    expect(text).toContain(person.uid);
    expectNoPersonalDetails(text);
  });

  it('when a command fails unexpectedly with the email and a token in the error', async () => {
    vi.spyOn(Transaction.prototype, 'get').mockRejectedValueOnce(
      new Error(
        `Lookup for ${person.email} failed (Authorization: Bearer eyJhbGciOi.eyJzdWIi.c2ln)`,
      ),
    );

    const error = await rejection(
      updateProfile.run(
        request(
          { firstName: person.firstName, lastName: person.lastName, phone: person.phone },
          client,
        ),
      ),
    );

    expect(error.code).toBe('internal');
    const text = loggedText();
    expect(text).toContain(person.uid);
    expect(text).toContain('updateProfile');
    expectNoPersonalDetails(text);
    expect(text).not.toContain('eyJhbGciOi');
  });

  it('when a client who cannot onboard sends their email in the alert detail', async () => {
    await seedOnboardingClient(client, 'full-yard');
    await alertCannotOnboard.run(request({ detail: `No profile for ${person.email}` }, client));

    const text = loggedText();
    expect(text).toContain(person.uid);
    expectNoPersonalDetails(text);
  });

  it('when the Stripe webhook has no secret to verify against', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    const seeded = await seedOrder(buyerOrder());
    const { res, answer } = recordingResponse();

    await stripeWebhook(stripeRequest(intentEvent('payment_intent.succeeded', seeded)), res);

    expect(answer.statusCode).toBe(503);
    expect(logger.error).toHaveBeenCalledOnce();
    expectNoPersonalDetails(loggedText());
  });

  it("when the Stripe webhook fulfils an order or fails to record it, with the buyer's email in the error", async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', TEST_WEBHOOK_SECRET);
    const seeded = await seedOrder(buyerOrder());
    const event = intentEvent('payment_intent.succeeded', seeded);
    vi.spyOn(Transaction.prototype, 'set').mockImplementationOnce(() => {
      throw new Error(`Could not write the profile of ${person.email}`);
    });

    const failed = recordingResponse();
    await stripeWebhook(stripeRequest(event), failed.res);
    const retried = recordingResponse();
    await stripeWebhook(stripeRequest(event), retried.res);

    expect([failed.answer.statusCode, retried.answer.statusCode]).toEqual([500, 200]);
    const text = loggedText();
    expect(text).toContain(event.id);
    expect(text).toContain(seeded.orderId);
    expectNoPersonalDetails(text);
  });
});

function buyerOrder() {
  const seeded = orderFixture(1);
  return {
    ...seeded,
    order: {
      ...seeded.order,
      userId: person.uid,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      address: {
        ...seeded.order.address,
        street: person.street,
        formattedAddress: `${person.street}, Austin, TX 78704, USA`,
      },
    },
  };
}
