import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerLeadDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { SEED_PRODUCTS } from '@yardwise/domain/seed/catalog';
import { getDb } from '../admin';
import { seedCatalogAndCodes } from '../promo/testSeed';
import { callableRequest, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { updateCartView } from './updateCartView';

const visitor = { uid: 'anon-lead-1', signIn: 'anonymous' } as const;
const account = { uid: 'anon-lead-1', signIn: 'password', email: 'ana@example.com' } as const;
const cart = {
  packageKey: 'back-yard',
  lotSize: 'large',
  addOnIds: ['expedited'],
  promotionalCode: 'SAVE250',
};
const valid = {
  anonId: visitor.uid,
  cart,
  userId: null,
  email: 'ana@example.com',
  address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  paymentIntentId: 'pi_3Pabc',
};
const backYardLarge = SEED_PRODUCTS['back-yard']!.prices.large!;

async function lead(anonId = visitor.uid) {
  const db = await getDb();
  return (await db.collection('customerLeads').doc(anonId).get()).data() as
    CustomerLeadDoc | undefined;
}

async function leadCount() {
  return (await (await getDb()).collection('customerLeads').get()).size;
}

beforeAll(async () => {
  await seedCatalogAndCodes(await getDb());
});

beforeEach(async () => {
  await clearFirestore(['customerLeads', 'rateLimits']);
});

describe('updateCartView: no free way to try codes', () => {
  it('takes thirty views an hour from one visitor, then refuses', async () => {
    for (let call = 0; call < 30; call += 1) {
      await updateCartView.run(callableRequest(valid, visitor));
    }
    expect((await rejection(updateCartView.run(callableRequest(valid, visitor)))).code).toBe(
      'resource-exhausted',
    );
  });
});

describe("updateCartView (the customer lead's cart)", () => {
  it('records the cart view priced by the server at customerLeads/{anonId}', async () => {
    const result = await updateCartView.run(callableRequest(valid, visitor));

    expect(await lead()).toEqual({
      anonId: visitor.uid,
      userId: null,
      email: 'ana@example.com',
      paymentIntentId: 'pi_3Pabc',
      address: valid.address,
      cartView: {
        packageName: 'Back Yard',
        sku: 'back-yard_large',
        lotSize: 'large',
        modifiedPrice: backYardLarge - 25000 + 39500,
        promotionalCode: { code: 'SAVE250', discountType: 'FIXED', discount: '25000' },
        addOns: [{ sku: 'expedited', name: 'Expedited Service', price: 39500 }],
      },
      updatedAt: result.updatedAt,
    });
  });

  it('shows no discount for a code that does not apply, and fills unknown details with null', async () => {
    await updateCartView.run(
      callableRequest(
        { anonId: visitor.uid, cart: { ...cart, addOnIds: [], promotionalCode: 'SUMMER24' } },
        visitor,
      ),
    );
    expect(await lead()).toMatchObject({
      email: null,
      address: null,
      paymentIntentId: null,
      cartView: { modifiedPrice: backYardLarge, promotionalCode: null, addOns: [] },
    });
  });

  it('records the account as userId once the visitor has signed up (same uid)', async () => {
    await updateCartView.run(callableRequest({ ...valid, userId: account.uid }, account));
    expect((await lead())?.userId).toBe(account.uid);
  });

  it.each([
    ['someone else’s anonId', { ...valid, anonId: 'anon-other' }],
    ['someone else’s userId', { ...valid, userId: 'user-other' }],
  ])('refuses %s and writes nothing', async (_, data) => {
    const error = await rejection(updateCartView.run(callableRequest(data, visitor)));
    expect(error.code).toBe('permission-denied');
    expect(await leadCount()).toBe(0);
  });

  it('rejects a signed-out caller and writes nothing', async () => {
    const error = await rejection(updateCartView.run(callableRequest(valid)));
    expect(error.code).toBe('unauthenticated');
    expect(await leadCount()).toBe(0);
  });

  it.each([
    ['null', null],
    ['an array', [valid]],
    ['no anonId', { ...valid, anonId: undefined }],
    ['a path as anonId', { ...valid, anonId: '../profiles/x' }],
    ['no cart', { ...valid, cart: undefined }],
    ['a price in the cart', { ...valid, cart: { ...cart, modifiedPrice: 1 } }],
    ['an unknown package', { ...valid, cart: { ...cart, packageKey: 'castle' } }],
    ['a repeated add-on', { ...valid, cart: { ...cart, addOnIds: ['expedited', 'expedited'] } }],
    ['a bad code', { ...valid, cart: { ...cart, promotionalCode: 'SAVE 250' } }],
    ['a bad email', { ...valid, email: 'ana@' }],
    ['a partial address', { ...valid, address: { street: '1 Main St' } }],
    ['a state that is not live', { ...valid, address: { ...valid.address, state: 'PR' } }],
    ['a hostile payment id', { ...valid, paymentIntentId: 'pi_1"; drop' }],
    ['an extra field', { ...valid, total: 0 }],
  ])('rejects %s as invalid-argument and writes nothing', async (_, data) => {
    const error = await rejection(updateCartView.run(callableRequest(data, visitor)));
    expect(error.code).toBe('invalid-argument');
    expect(await leadCount()).toBe(0);
  });
});
