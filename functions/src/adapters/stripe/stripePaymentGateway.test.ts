import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PaymentGatewayError } from './paymentGateway';
import { stripePaymentGateway } from './stripePaymentGateway';

// The real Stripe SDK, with an HTTP client that answers like Stripe without a network: the test
// sees the exact requests our adapter makes (body, Idempotency-Key header, path).

interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: URLSearchParams;
}

class JsonResponse extends Stripe.HttpClientResponse {
  constructor(
    status: number,
    private readonly body: unknown,
  ) {
    super(status, { 'request-id': 'req_test' });
  }
  override getRawResponse(): unknown {
    return this.body;
  }
  override toStream(): unknown {
    throw new Error('not streamed');
  }
  override toJSON(): Promise<unknown> {
    return Promise.resolve(this.body);
  }
}

class FakeStripeApi extends Stripe.HttpClient {
  readonly requests: RecordedRequest[] = [];
  readonly intent = {
    id: 'pi_123',
    object: 'payment_intent',
    amount: 0,
    client_secret: 'pi_123_secret_abc',
    status: 'requires_payment_method',
    metadata: {} as Record<string, string>,
  };

  override getClientName(): string {
    return 'fake';
  }

  override makeRequest(
    _host: string,
    _port: string,
    path: string,
    method: string,
    headers: Record<string, string | number | string[]>,
    requestData: string,
  ) {
    const body = new URLSearchParams(requestData);
    const key = headers['Idempotency-Key'];
    this.requests.push({
      method,
      path,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      body,
    });
    if (
      method === 'POST' &&
      path !== '/v1/payment_intents' &&
      this.intent.status !== 'requires_payment_method'
    ) {
      return Promise.resolve(
        new JsonResponse(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `This PaymentIntent's amount could not be updated because it has a status of ${this.intent.status}.`,
          },
        }),
      );
    }
    if (method === 'POST' && path.endsWith('/cancel')) {
      this.intent.status = 'canceled';
      return Promise.resolve(new JsonResponse(200, { ...this.intent }));
    }
    if (method === 'POST') {
      const amount = body.get('amount');
      if (amount) this.intent.amount = Number(amount);
      for (const [name, value] of body) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (!match) continue;
        if (value === '') delete this.intent.metadata[match[1]!];
        else this.intent.metadata[match[1]!] = value;
      }
    }
    return Promise.resolve(new JsonResponse(200, { ...this.intent }));
  }
}

function gatewayWithFakeApi() {
  const api = new FakeStripeApi();
  const gateway = stripePaymentGateway(async () => new Stripe('sk_test_fake', { httpClient: api }));
  return { api, gateway };
}

describe('Stripe payment gateway', () => {
  it('creates a USD intent with automatic payment methods, under our idempotency key', async () => {
    const { api, gateway } = gatewayWithFakeApi();
    const intent = await gateway.createPaymentIntent({
      amount: 224500,
      metadata: { orderId: 'ord_1', promoCode: '', addOns: 'expedited' },
      idempotencyKey: 'ord_1:create:1700000000000',
      receiptEmail: 'ana@example.com',
    });

    expect(gateway.kind).toBe('stripe');
    expect(intent).toEqual({
      id: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
      amount: 224500,
      status: 'requires_payment_method',
      metadata: { orderId: 'ord_1', addOns: 'expedited' },
    });
    const [sent] = api.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'ord_1:create:1700000000000',
    });
    expect(Object.fromEntries(sent!.body)).toEqual({
      amount: '224500',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[orderId]': 'ord_1',
      'metadata[addOns]': 'expedited',
      receipt_email: 'ana@example.com',
    });
  });

  it('updates the amount and metadata under the given key; an empty value unsets a key', async () => {
    const { api, gateway } = gatewayWithFakeApi();
    await gateway.createPaymentIntent({
      amount: 249500,
      metadata: { orderId: 'ord_1', promoCode: 'SAVE250' },
      idempotencyKey: 'k1',
      receiptEmail: 'ana@example.com',
    });
    const updated = await gateway.updatePaymentIntent(
      'pi_123',
      { amount: 249500, metadata: { orderId: 'ord_1', promoCode: '' } },
      'ord_1:update:abc',
    );

    expect(updated.metadata).toEqual({ orderId: 'ord_1' });
    const sent = api.requests[1]!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents/pi_123',
      idempotencyKey: 'ord_1:update:abc',
    });
    expect(sent.body.get('metadata[promoCode]')).toBe('');
    expect(sent.body.get('currency')).toBeNull();
  });

  it("reports Stripe's refusal to change an intent being paid as the gateway's own error", async () => {
    const { api, gateway } = gatewayWithFakeApi();
    api.intent.status = 'processing';

    const refusal = await gateway
      .updatePaymentIntent('pi_123', { amount: 100, metadata: {} }, 'ord_1:update:def')
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(PaymentGatewayError);
    expect(refusal).toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(api.intent.amount).toBe(0);
  });

  it('retrieves an intent by id', async () => {
    const { api, gateway } = gatewayWithFakeApi();
    const intent = await gateway.retrievePaymentIntent('pi_123');
    expect(intent.clientSecret).toBe('pi_123_secret_abc');
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_123' });
  });

  it('cancels an abandoned intent under the given key, telling Stripe why', async () => {
    const { api, gateway } = gatewayWithFakeApi();

    const canceled = await gateway.cancelPaymentIntent('pi_123', 'ord_1:cancel:pi_123');

    expect(canceled).toMatchObject({ id: 'pi_123', status: 'canceled' });
    const [sent] = api.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents/pi_123/cancel',
      idempotencyKey: 'ord_1:cancel:pi_123',
    });
    expect(Object.fromEntries(sent!.body)).toEqual({ cancellation_reason: 'abandoned' });
  });

  it("reports Stripe's refusal to cancel an intent being paid as the gateway's own error", async () => {
    const { api, gateway } = gatewayWithFakeApi();
    api.intent.status = 'processing';

    const refusal = await gateway
      .cancelPaymentIntent('pi_123', 'ord_1:cancel:pi_123')
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(PaymentGatewayError);
    expect(refusal).toMatchObject({ code: 'payment_intent_unexpected_state' });
  });
});
