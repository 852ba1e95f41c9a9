import { describe, expect, it } from 'vitest';
import type { AbandonedCartDoc } from '../firestore/commerceDocuments';
import {
  ABANDONED_CART_IDLE_MS,
  ABANDONED_CART_STALE_CLAIM_MS,
  abandonedCartAfterUpdate,
  ABANDONED_CART_REMINDER_GAP_MS,
  abandonedCartEmailData,
  abandonedCartResumePath,
  abandonedCartStep,
  addEmailToAbandonedCartInput,
  cartCustomerOrderStatuses,
  cartEmailSpellings,
  cartOfSku,
  greetingFirstName,
  remindedRecently,
} from './abandonedCart';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const contact = {
  email: 'ana@example.com',
  sku: 'front-yard_large',
  firstName: 'Ana',
  lastName: 'Rivera',
};
const pending: AbandonedCartDoc = {
  userId: 'u1',
  ...contact,
  createdAt: ago(ABANDONED_CART_IDLE_MS),
  updatedAt: ago(ABANDONED_CART_IDLE_MS),
  emailState: 'PENDING',
};

describe('addEmailToAbandonedCartInput', () => {
  const valid = (input: unknown) =>
    addEmailToAbandonedCartInput.isValidSync(input, { strict: true });

  it('takes the four fields, with a sku lookup key or a package key', () => {
    expect(valid(contact)).toBe(true);
    expect(valid({ ...contact, sku: 'botanical' })).toBe(true);
  });

  it.each([
    ['no email', { ...contact, email: undefined }],
    ['no sku', { ...contact, sku: undefined }],
    ['no first name', { ...contact, firstName: undefined }],
    ['a blank last name', { ...contact, lastName: '   ' }],
    ['an unknown sku', { ...contact, sku: 'mansion_huge' }],
    ['an extra field', { ...contact, price: 1 }],
  ])('refuses %s', (_, input) => {
    expect(valid(input)).toBe(false);
  });
});

describe('cartOfSku and the resume link', () => {
  it('reads lookup keys and bare package keys (standard lot)', () => {
    expect(cartOfSku('back-yard_acreage')).toEqual({ packageKey: 'back-yard', lotSize: 'acreage' });
    expect(cartOfSku('back-yard')).toEqual({ packageKey: 'back-yard', lotSize: 'standard' });
    expect(cartOfSku('nope')).toBeUndefined();
    expect(cartOfSku(42)).toBeUndefined();
  });

  it('links to the checkout start page with package and lotsize', () => {
    expect(abandonedCartResumePath('front-yard_large')).toBe(
      '/create-account?package=front-yard&lotsize=large',
    );
    expect(abandonedCartEmailData(contact)).toEqual({
      firstName: 'Ana',
      packageName: 'Front Yard',
      resumePath: '/create-account?package=front-yard&lotsize=large',
    });
  });
});

describe('abandonedCartAfterUpdate', () => {
  it('starts a new cart PENDING', () => {
    expect(abandonedCartAfterUpdate(undefined, contact, 'u1', now)).toEqual({
      userId: 'u1',
      ...contact,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      emailState: 'PENDING',
    });
  });

  it.each(['SENT', 'SKIPPED', 'CLAIMED'] as const)(
    'keeps a %s cart in its state while refreshing the contact',
    (emailState) => {
      const existing = { ...pending, emailState, sentAt: ago(1000) };
      const updated = abandonedCartAfterUpdate(
        existing,
        { ...contact, firstName: 'Anita' },
        'u1',
        now,
      );
      expect(updated.emailState).toBe(emailState);
      expect(updated.firstName).toBe('Anita');
      expect(updated.createdAt).toBe(existing.createdAt);
      expect(updated.updatedAt).toBe(now.toISOString());
    },
  );
});

describe('abandonedCartStep', () => {
  it('claims a PENDING cart idle for 2 hours, and not a minute earlier', () => {
    expect(abandonedCartStep(pending, [], now)).toBe('claim');
    const fresh = { ...pending, updatedAt: ago(ABANDONED_CART_IDLE_MS - 60_000) };
    expect(abandonedCartStep(fresh, [], now)).toBe('leave');
  });

  it('skips the cart of a user with a paid order and waits on a payment in flight', () => {
    expect(abandonedCartStep(pending, ['canceled', 'paid'], now)).toBe('skip');
    expect(abandonedCartStep(pending, ['payment_held'], now)).toBe('skip');
    expect(abandonedCartStep(pending, ['processing'], now)).toBe('wait');
    expect(abandonedCartStep(pending, ['awaiting_payment', 'payment_failed'], now)).toBe('claim');
  });

  it('retries a claim only once it is stale', () => {
    const claimed = { ...pending, emailState: 'CLAIMED' as const };
    expect(abandonedCartStep({ ...claimed, claimedAt: ago(60_000) }, [], now)).toBe('leave');
    expect(
      abandonedCartStep({ ...claimed, claimedAt: ago(ABANDONED_CART_STALE_CLAIM_MS) }, [], now),
    ).toBe('claim');
  });

  it('never touches a SENT or SKIPPED cart', () => {
    expect(abandonedCartStep({ ...pending, emailState: 'SENT' }, [], now)).toBe('leave');
    expect(abandonedCartStep({ ...pending, emailState: 'SKIPPED' }, [], now)).toBe('leave');
  });
});

describe('the orders that make the cart’s visitor a paying customer', () => {
  const cart = { userId: 'anon-1', email: 'Ana@Example.com' };

  it('counts the orders of the cart’s own user, whatever email they carry', () => {
    expect(
      cartCustomerOrderStatuses(cart, [
        { userId: 'anon-1', email: 'other@example.com', status: 'paid' },
      ]),
    ).toEqual(['paid']);
  });

  it('counts an order paid from another account under the same email, lower-cased and trimmed', () => {
    const statuses = cartCustomerOrderStatuses(cart, [
      { userId: 'account-2', email: ' ana@example.COM ', status: 'paid' },
    ]);
    expect(statuses).toEqual(['paid']);
    expect(abandonedCartStep(pending, statuses, now)).toBe('skip');
  });

  it('waits on a payment in flight from another account under the same email', () => {
    const statuses = cartCustomerOrderStatuses(cart, [
      { userId: 'account-2', email: 'ana@example.com', status: 'processing' },
    ]);
    expect(abandonedCartStep(pending, statuses, now)).toBe('wait');
  });

  it('ignores another account’s order under a different email', () => {
    const statuses = cartCustomerOrderStatuses(cart, [
      { userId: 'account-2', email: 'ana.r@example.com', status: 'paid' },
    ]);
    expect(statuses).toEqual([]);
    expect(abandonedCartStep(pending, statuses, now)).toBe('claim');
  });

  it('looks orders up by the cart’s email as given and lower-cased and trimmed', () => {
    expect(cartEmailSpellings('Ana@Example.com')).toEqual(['Ana@Example.com', 'ana@example.com']);
    expect(cartEmailSpellings('ana@example.com')).toEqual(['ana@example.com']);
  });
});

describe('the reminder a stranger could aim at an address', () => {
  it('greets by a plain first name only, else by no name', () => {
    expect(greetingFirstName(' Anne-Marie ')).toBe('Anne-Marie');
    expect(greetingFirstName("D'Arcy")).toBe("D'Arcy");
    expect(greetingFirstName('José María')).toBe('José María');
    for (const lure of [
      'Win at evil.example',
      'https://evil.example',
      'Ana, call 555 0100',
      'Ana!!',
      'A'.repeat(31),
    ]) {
      expect(greetingFirstName(lure), lure).toBe('');
    }
    expect(abandonedCartEmailData({ ...contact, firstName: 'Visit evil.example' }).firstName).toBe(
      '',
    );
  });

  it('sends one address one reminder a week at most', () => {
    const sixDays = 6 * 24 * 60 * 60 * 1000;
    expect(remindedRecently([ago(sixDays)], now)).toBe(true);
    expect(remindedRecently([undefined, ago(ABANDONED_CART_REMINDER_GAP_MS)], now)).toBe(false);
    expect(remindedRecently([], now)).toBe(false);
  });
});
