import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { CURRENT_TERMS_VERSION } from '@yardwise/domain/terms/currentTerms';
import { acceptTerms } from '../index';
import { getDb } from '../admin';
import { callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';

const valid = { tosAgreed: true, typeOfTos: CURRENT_TERMS_VERSION };
const client = { uid: 'client-1', signIn: 'password', email: 'ana@example.com' } as const;

async function agreement(uid: string) {
  return (await (await getDb()).collection('termsAgreements').doc(uid).get()).data();
}

async function agreementCount() {
  return (await (await getDb()).collection('termsAgreements').get()).size;
}

beforeEach(async () => {
  vi.restoreAllMocks();
  vi.mocked(logger.error).mockClear();
  await clearFirestore(['termsAgreements', 'profiles']);
});

describe('acceptTerms callable', () => {
  it('rejects a signed-out caller and writes nothing', async () => {
    const error = await rejection(acceptTerms.run(request(valid)));
    expect(error.code).toBe('unauthenticated');
    expect(await agreementCount()).toBe(0);
  });

  it.each([
    // The sign-in provider alone decides: an email claim does not make an anonymous visitor an account.
    [
      'an anonymous visitor',
      { uid: 'anon-1', signIn: 'anonymous' as const, email: 'anon@example.com' },
    ],
    ['an account without an email', { uid: 'phone-1', signIn: 'phone' as const }],
  ])('refuses %s and writes nothing', async (_, user) => {
    const error = await rejection(acceptTerms.run(request(valid, user)));
    expect(error.code).toBe('permission-denied');
    expect(await agreement(user.uid)).toBeUndefined();
  });

  it.each([
    ['tosAgreed as a string', { tosAgreed: 'true', typeOfTos: CURRENT_TERMS_VERSION }, 'tosAgreed'],
    ['typeOfTos as a number', { tosAgreed: true, typeOfTos: 42 }, 'typeOfTos'],
    ['tosAgreed false', { tosAgreed: false, typeOfTos: CURRENT_TERMS_VERSION }, 'tosAgreed'],
    ['an old terms version', { tosAgreed: true, typeOfTos: '2020-01' }, 'typeOfTos'],
    ['tosAgreed missing', { typeOfTos: CURRENT_TERMS_VERSION }, 'tosAgreed'],
    ['typeOfTos missing', { tosAgreed: true }, 'typeOfTos'],
    ['an extra field', { ...valid, dateOfAgree: '1999-01-01T00:00:00.000Z' }, undefined],
  ])('rejects %s as invalid-argument and writes nothing', async (_, data, field) => {
    const error = await rejection(acceptTerms.run(request(data, client)));
    expect(error.code).toBe('invalid-argument');
    if (field) expect(error.details).toEqual({ field });
    expect(await agreementCount()).toBe(0);
  });

  it.each([
    ['null', null],
    ['an array', [valid]],
    ['a string', 'yes'],
    ['nothing', undefined],
  ])('rejects %s as the payload', async (_, data) => {
    const error = await rejection(acceptTerms.run(request(data, client)));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('The request must be an object.');
    expect(await agreementCount()).toBe(0);
  });

  it('records the agreement of a signed-in client and returns it', async () => {
    const before = Date.now();
    const result = await acceptTerms.run(request(valid, client));

    expect(result.alreadyAccepted).toBe(false);
    expect(new Date(result.dateOfAgree).toISOString()).toBe(result.dateOfAgree);
    expect(Date.parse(result.dateOfAgree)).toBeGreaterThanOrEqual(before);
    expect(await agreement(client.uid)).toEqual({
      userId: client.uid,
      tosAgreed: true,
      typeOfTos: CURRENT_TERMS_VERSION,
      dateOfAgree: result.dateOfAgree,
    });
  });

  it("records the agreement on the client's profile too, leaving the rest of it as it was", async () => {
    const db = await getDb();
    const profile = {
      email: client.email,
      firstName: 'Ana',
      lastName: 'Lee',
      package: 'full-yard',
    };
    await db.collection('profiles').doc(client.uid).set(profile);

    const result = await acceptTerms.run(request(valid, client));

    expect((await db.collection('profiles').doc(client.uid).get()).data()).toEqual({
      ...profile,
      termsAccepted: { typeOfTos: CURRENT_TERMS_VERSION, dateOfAgree: result.dateOfAgree },
    });
    expect((await agreement(client.uid))?.dateOfAgree).toBe(result.dateOfAgree);
  });

  it('keeps the first date when the client accepts again', async () => {
    const first = await acceptTerms.run(request(valid, client));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await acceptTerms.run(request(valid, client));

    expect(second).toEqual({ dateOfAgree: first.dateOfAgree, alreadyAccepted: true });
    expect((await agreement(client.uid))?.dateOfAgree).toBe(first.dateOfAgree);
  });

  it('turns an unexpected store failure into a generic internal error and logs the cause', async () => {
    const cause = new Error('disk on fire at 10.0.0.7');
    vi.spyOn(Transaction.prototype, 'get').mockRejectedValueOnce(cause);

    const error = await rejection(acceptTerms.run(request(valid, client)));

    expect(error.code).toBe('internal');
    expect(error.message).toBe('Something went wrong on our end. Please try again.');
    expect(error.details).toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('acceptTerms'),
      cause,
      expect.objectContaining({ uid: client.uid }),
    );
    expect(await agreementCount()).toBe(0);
  });
});
