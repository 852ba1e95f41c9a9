import { describe, expect, it } from 'vitest';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { SEED_PRODUCTS } from '@yardwise/domain/seed/catalog';
import { createMemoryDataLayer } from './createMemoryDataLayer';

const VISITOR = 'anon-preview'; // who signedInAs: 'anonymous' is

describe('the checkout lead and email calls in the preview', () => {
  it('validateRecaptcha passes a well-formed token and refuses another action', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const token = '03AFcWeA6x_token-1';

    await expect(
      dataLayer.commands.call('validateRecaptcha', { token, action: 'legacy_checkout' }),
    ).resolves.toEqual({ valid: true });
    await expect(
      dataLayer.commands.call('validateRecaptcha', { token, action: 'login' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('updateCartView keeps the visitor’s cart view priced from the catalog, and only their own', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const cart = {
      packageKey: 'back-yard' as const,
      lotSize: 'large' as const,
      addOnIds: ['expedited'],
      promotionalCode: 'SAVE250',
    };

    const { updatedAt } = await dataLayer.commands.call('updateCartView', {
      anonId: VISITOR,
      cart,
      address: null,
    });

    expect(dataLayer.store.read('customerLeads', VISITOR)).toMatchObject({
      anonId: VISITOR,
      userId: null,
      updatedAt,
      cartView: {
        modifiedPrice: SEED_PRODUCTS['back-yard']!.prices.large! - 25000 + 39500,
        promotionalCode: { code: 'SAVE250' },
      },
    });
    await expect(
      dataLayer.commands.call('updateCartView', { anonId: 'anon-other', cart, address: null }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(dataLayer.store.read('customerLeads', 'anon-other')).toBeUndefined();
  });

  it('addEmailToAbandonedCartMailingList keeps one pending cart per visitor', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const contact = {
      email: 'ana@example.com',
      sku: 'full-yard_standard',
      firstName: 'Ana',
      lastName: 'Lopez',
    };

    const result = await dataLayer.commands.call('addEmailToAbandonedCartMailingList', contact);

    expect(result).toEqual({ emailState: 'PENDING' });
    expect(dataLayer.store.read('abandonedCarts', VISITOR)).toMatchObject({
      ...contact,
      userId: VISITOR,
    });
    await expect(
      dataLayer.commands.call('addEmailToAbandonedCartMailingList', { ...contact, sku: 'castle' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('sendPasswordResetEmail keeps the email in the outbox, sent to no one', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });

    const result = await dataLayer.commands.call('sendPasswordResetEmail', {
      email: SAMPLE_CLIENT.email,
    });

    expect(result).toEqual({ outboxState: 'LOCAL_ONLY' });
    expect(dataLayer.store.list('outbox')).toEqual([
      expect.objectContaining({
        to: SAMPLE_CLIENT.email,
        template: 'password-reset',
        state: 'LOCAL_ONLY',
      }),
    ]);
  });

  it("sendPasswordResetEmail refuses another person's email (no staff in the preview)", async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
    await expect(
      dataLayer.commands.call('sendPasswordResetEmail', { email: 'customer@example.com' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(dataLayer.store.list('outbox')).toHaveLength(0);
  });

  it('sendPasswordResetEmail refuses a visitor without an account', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    await expect(
      dataLayer.commands.call('sendPasswordResetEmail', { email: SAMPLE_CLIENT.email }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(dataLayer.store.list('outbox')).toHaveLength(0);
  });
});
