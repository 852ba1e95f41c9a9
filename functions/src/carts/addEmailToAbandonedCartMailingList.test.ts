import { beforeEach, describe, expect, it } from 'vitest';
import type { AbandonedCartDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { getDb } from '../admin';
import { callableRequest, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { addEmailToAbandonedCartMailingList } from './addEmailToAbandonedCartMailingList';

const visitor = { uid: 'anon-cart-1', signIn: 'anonymous' } as const;
const valid = {
  email: 'ana@example.com',
  sku: 'front-yard_large',
  firstName: 'Ana',
  lastName: 'Rivera',
};

function add(data: unknown, caller = visitor) {
  return addEmailToAbandonedCartMailingList.run(callableRequest(data, caller));
}

async function cart(uid = visitor.uid) {
  const db = await getDb();
  return (await db.collection('abandonedCarts').doc(uid).get()).data() as
    AbandonedCartDoc | undefined;
}

async function cartCount() {
  return (await (await getDb()).collection('abandonedCarts').get()).size;
}

beforeEach(async () => {
  await clearFirestore(['abandonedCarts']);
});

describe('addEmailToAbandonedCartMailingList', () => {
  it('keeps the cart of the caller, PENDING', async () => {
    expect(await add(valid)).toEqual({ emailState: 'PENDING' });
    expect(await cart()).toEqual({
      userId: visitor.uid,
      ...valid,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      emailState: 'PENDING',
    });
  });

  it('updates the contact and keeps a SENT cart SENT', async () => {
    await add(valid);
    const db = await getDb();
    await db.collection('abandonedCarts').doc(visitor.uid).update({ emailState: 'SENT' });

    expect(await add({ ...valid, sku: 'back-yard_standard' })).toEqual({ emailState: 'SENT' });
    expect(await cart()).toMatchObject({ sku: 'back-yard_standard', emailState: 'SENT' });
  });

  it('rejects a signed-out caller and writes nothing', async () => {
    const error = await rejection(addEmailToAbandonedCartMailingList.run(callableRequest(valid)));
    expect(error.code).toBe('unauthenticated');
    expect(await cartCount()).toBe(0);
  });

  it.each([
    // Decision: the client only calls with all four fields; a call without one is refused.
    ['no email', { ...valid, email: undefined }],
    ['no sku', { ...valid, sku: undefined }],
    ['no first name', { ...valid, firstName: undefined }],
    ['no last name', { sku: valid.sku, email: valid.email, firstName: valid.firstName }],
    ['an empty first name', { ...valid, firstName: '' }],
    ['a blank last name', { ...valid, lastName: '  ' }],
    ['a bad email', { ...valid, email: 'ana@' }],
    ['an unknown sku', { ...valid, sku: 'castle_huge' }],
    ['a path as sku', { ...valid, sku: '../orders' }],
    ['a number as sku', { ...valid, sku: 42 }],
    ['a huge name', { ...valid, firstName: 'A'.repeat(101) }],
    ['an extra field', { ...valid, emailState: 'SENT' }],
    ['null', null],
    ['an array', [valid]],
  ])('rejects %s as invalid-argument and writes nothing', async (_, data) => {
    const error = await rejection(add(data));
    expect(error.code).toBe('invalid-argument');
    expect(await cartCount()).toBe(0);
  });
});
