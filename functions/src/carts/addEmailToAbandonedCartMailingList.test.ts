import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AbandonedCartDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { getDb } from '../admin';
import { callableRequest, rejection, type TestCaller } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { addEmailToAbandonedCartMailingList } from './addEmailToAbandonedCartMailingList';

const visitor = { uid: 'anon-cart-1', signIn: 'anonymous' } as const;
const valid = {
  email: 'ana@example.com',
  sku: 'front-yard_large',
  firstName: 'Ana',
  lastName: 'Rivera',
};

function add(data: unknown, caller: TestCaller = visitor) {
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
  await clearFirestore(['abandonedCarts', 'rateLimits']);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('addEmailToAbandonedCartMailingList: no free reminders to any address', () => {
  it("needs the checkout's reCAPTCHA token once a secret is set, and keeps no cart without it", async () => {
    vi.stubEnv('RECAPTCHA_SECRET_KEY', 'rc_secret');
    const fetch = vi.fn(async () =>
      Response.json({ success: true, action: 'legacy_checkout', score: 0.9 }),
    );
    vi.stubGlobal('fetch', fetch);

    const refused = await rejection(add(valid));
    expect(refused).toMatchObject({
      code: 'failed-precondition',
      message: 'Recaptcha validation failed',
    });
    expect(await cartCount()).toBe(0);

    await add({ ...valid, recaptchaToken: 'token-1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await cart()).not.toHaveProperty('recaptchaToken');
  });

  it('takes ten reports an hour from one visitor', async () => {
    for (let call = 0; call < 10; call += 1) await add({ ...valid, email: `a${call}@example.com` });
    expect((await rejection(add({ ...valid, email: 'a10@example.com' }))).code).toBe(
      'resource-exhausted',
    );
  });

  it('takes ten carts a day for one address, from any number of visitors', async () => {
    for (let call = 0; call < 10; call += 1) {
      await add(valid, { uid: `anon-flood-${call}`, signIn: 'anonymous' } as const);
    }
    const eleventh = { uid: 'anon-flood-10', signIn: 'anonymous' } as const;
    expect((await rejection(add(valid, eleventh))).code).toBe('resource-exhausted');
    expect(await cartCount()).toBe(10);
  });
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
