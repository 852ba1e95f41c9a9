import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { hostileOrderInputs } from '@yardwise/domain/commands/hostileInputs';
import { callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { clearStandInKeyRecords } from '../adapters/stripe/standInPaymentGateway';
import { getDb } from '../admin';
import { createOrder } from './createOrder';
import { allDocs, client, orderFor, seedCatalog } from './orderTestData';
import { updateOrder } from './updateOrder';

const order = orderFor({ addOnIds: ['expedited'], promotionalCode: 'SAVE250' });
const MALFORMED = hostileOrderInputs();

beforeEach(async () => {
  vi.mocked(logger.error).mockClear();
  await clearFirestore(['orders', 'standInPaymentIntents', 'products', 'codes']);
  await clearStandInKeyRecords(await getDb());
  await seedCatalog();
});

describe.each([
  ['createOrder', createOrder],
  ['updateOrder', updateOrder],
])('%s refuses malformed input', (_, command) => {
  it('has at least 20 hostile cases', () => {
    expect(MALFORMED.length).toBeGreaterThanOrEqual(20);
  });

  it.each(MALFORMED)('%s → invalid-argument, nothing written', async (_, data) => {
    const error = await rejection(command.run(request(data, client)));
    expect(error.code).toBe('invalid-argument');
    expect(logger.error).not.toHaveBeenCalled();
    expect(await allDocs('orders')).toHaveLength(0);
    expect(await allDocs('standInPaymentIntents')).toHaveLength(0);
  });
});

describe('the valid counterpart of the cases above', () => {
  it('is accepted, so each case fails for its own reason', async () => {
    const result = await createOrder.run(
      request({ order, packageStyle: 'cottage-garden' }, client),
    );
    expect(result.price).toBe(249500 + 39500 - 25000);
  });
});
