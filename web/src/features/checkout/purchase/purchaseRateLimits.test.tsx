import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { inputFor } from '@yardwise/domain/checkout/orderTestData';
import type { CallableInput } from '@yardwise/domain/commands/remoteCommands';
import { PROMO_MESSAGES } from '@yardwise/domain/promo/messages';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { callsOf, renderPurchase } from './purchaseTestUtils';

const PROMO_LABEL = 'Enter referral or promo code (optional)';

afterEach(() => {
  window.localStorage.clear();
});

/** The same command sent `times` times by the signed-in sample client, as another tab would. */
async function sendBefore<N extends 'lookupPromoCode' | 'createOrder'>(
  dataLayer: ReturnType<typeof renderPurchase>['dataLayer'],
  name: N,
  input: CallableInput<N>,
  times: number,
) {
  for (let sent = 0; sent < times; sent += 1) await dataLayer.commands.call(name, input);
}

// The page re-renders on each earlier call (the preview store notifies its readers on every
// write), which takes a while on a busy machine.
describe('purchase page past a rate limit', { timeout: 15_000 }, () => {
  it('the promo box says how long to wait instead of calling the code invalid', async () => {
    const { user, dataLayer } = renderPurchase();
    const input = await screen.findByRole('textbox', { name: PROMO_LABEL });
    const lookUp: CallableInput<'lookupPromoCode'> = {
      code: 'NOPE1',
      packageKey: 'full-yard',
      lotSize: 'standard',
      addOnIds: [],
    };
    await sendBefore(dataLayer, 'lookupPromoCode', lookUp, RATE_LIMITS.lookupPromoCode.maxCalls);

    await user.type(input, 'save250');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You've tried this too many times. Please wait 10 minutes and try again.",
    );
    expect(screen.queryByText(PROMO_MESSAGES.invalid)).not.toBeInTheDocument();
    expect(screen.queryByText(PROMO_MESSAGES.success)).not.toBeInTheDocument();
  });

  it('order creation shows the wait in the error banner', async () => {
    const { user, dataLayer, call } = renderPurchase();
    const order = inputFor({ userId: SAMPLE_CLIENT.uid, email: SAMPLE_CLIENT.email });
    await sendBefore(
      dataLayer,
      'createOrder',
      order as CallableInput<'createOrder'>,
      RATE_LIMITS.createOrder.maxCalls,
    );
    call.mockClear();

    await user.click(await screen.findByRole('button', { name: 'NEXT' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You've tried this too many times. Please wait 60 minutes and try again.",
    );
    expect(callsOf(call, 'createOrder')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'CONFIRM ORDER' })).not.toBeInTheDocument();
  });
});
