import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { clearStandInKeyRecords } from '../adapters/stripe/standInPaymentGateway';
import { getDb } from '../admin';
import { createOrder } from './createOrder';
import { ADDRESS, allDocs, client, inputFor, orderFor, seedCatalog } from './orderTestData';
import { updateOrder } from './updateOrder';

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  error: vi.fn(),
  warn: vi.fn(),
}));

const order = orderFor({ addOnIds: ['expedited'], promotionalCode: 'SAVE250' });
const withOrder = (fields: Record<string, unknown>) => ({ order: { ...order, ...fields } });
const withAddress = (fields: Record<string, unknown>) => {
  const address = { ...ADDRESS, ...fields };
  return withOrder({ address, shipping: address });
};

// Hostile payloads: each must be refused as invalid-argument before anything is priced or written.
const MALFORMED: [string, unknown][] = [
  ['null', null],
  ['a string', 'full-yard_standard'],
  ['an array', [inputFor()]],
  ['a number', 249500],
  ['an empty object', {}],
  ['the order without its envelope', order],
  ['the order as a JSON string', { order: JSON.stringify(order) }],
  ['sku as a number', withOrder({ sku: 42 })],
  ['sku with a path', withOrder({ sku: '../products/full-yard_standard' })],
  ['a huge sku', withOrder({ sku: 'x'.repeat(100_000) })],
  ['a huge first name', withOrder({ firstName: 'A'.repeat(10_000) })],
  ['a script in the last name', withOrder({ lastName: '<script>alert(1)</script>'.repeat(10) })],
  ['a script as the email', withOrder({ email: '<script>alert(1)</script>' })],
  ['an email without a domain', withOrder({ email: 'ana@' })],
  ['a missing userId', withOrder({ userId: undefined })],
  ['userId as an object', withOrder({ userId: { uid: client.uid } })],
  ['add-ons as an array', withOrder({ addOns: ['expedited'], isExpedited: 'true' })],
  ['an unknown add-on', withOrder({ addOns: 'expedited,free-patio', isExpedited: 'true' })],
  ['a repeated add-on', withOrder({ addOns: 'expedited,expedited', isExpedited: 'true' })],
  ['isExpedited as a boolean', withOrder({ isExpedited: true })],
  ['isExpedited without the add-on', withOrder({ addOns: '', isExpedited: 'true' })],
  ['isAdditionalRevision as 1', withOrder({ isAdditionalRevision: 1 })],
  ['a script as the promo code', withOrder({ referralCode: '<img src=x onerror=alert(1)>' })],
  ['a 41-character promo code', withOrder({ referralCode: 'A'.repeat(41) })],
  ['a gift card code', withOrder({ giftCardCode: 'GIFT100' })],
  ['a negative amount in the order', withOrder({ amount: -100 })],
  ['a fractional price in the order', withOrder({ price: 0.5 })],
  ['a discount in the order', withOrder({ discount: '100%' })],
  ['a total beside the order', { ...inputFor(), total: 1 }],
  ['a zip with letters', withAddress({ zip: '7870A' })],
  ['a 6-digit zip', withAddress({ zip: '787041' })],
  ['a zip as a number', withAddress({ zip: 78704 })],
  ['a country other than US', withAddress({ country: 'CA' })],
  ['an unknown state', withAddress({ state: 'ZZ' })],
  ['an extra address field', withAddress({ latLng: { lat: 1, lng: 2 } })],
  ['a shipping address that differs', withOrder({ shipping: { ...ADDRESS, city: 'Dallas' } })],
  ['a package style with a script', { ...inputFor(), packageStyle: '<script>' }],
  ['a package style as a number', { ...inputFor(), packageStyle: 7 }],
  ['a huge package style', { ...inputFor(), packageStyle: 'm'.repeat(61) }],
  ['a prototype key', JSON.parse(`{"order":${JSON.stringify(order)},"__proto__":{"x":1}}`)],
];

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
