import { describe, expect, it } from 'vitest';
import { ADD_ON_IDS, EXTERIOR_ADD_ON_IDS } from '../catalog/catalog';
import type { OrderDoc } from '../firestore/commerceDocuments';
import type { ProfileDoc, PromoCodeDoc } from '../firestore/documents';
import { singleUsePromoRecord } from '../promo/singleUseCode';
import { CURRENT_TERMS_VERSION } from '../terms/currentTerms';
import { planFulfilment, redeemedPromoCodeId, type FulfilmentState } from './fulfilmentPlan';
import type { PaymentIntentObject } from './paymentEvent';
import { compactMetadata, paymentIntentMetadata } from './paymentIntentMetadata';
import type { PlannedWrite } from './plannedWrites';

const now = new Date('2026-03-01T12:00:00.000Z');
const USER = 'client-1';
const ORDER_ID = 'order-1';

/** A paid-for Full Yard order at $1,500 with these add-ons. */
function order(addOnIds: string[]): OrderDoc {
  return {
    userId: USER,
    status: 'awaiting_payment',
    paymentIntentId: 'pi_1',
    sku: 'full-yard_standard',
    packageKey: 'full-yard',
    lotSize: 'standard',
    addOnIds,
    promoCode: null,
    referralCode: null,
    originalPrice: 150000,
    price: 150000,
    taxAmount: 0,
    total: 150000,
    discountCodesApplied: [],
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Lopez',
    address: { street: '2418 Cedar Hollow Lane', city: 'Austin', state: 'TX', zip: '78704' },
    packageStyle: null,
    createdAt: '2026-03-01T11:50:00.000Z',
    updatedAt: '2026-03-01T11:50:00.000Z',
  };
}

const intent = (addOns: string[] = []): PaymentIntentObject => ({
  id: 'pi_1',
  amount: 150000,
  amountReceived: 150000,
  status: 'succeeded',
  metadata: {
    userId: USER,
    orderId: ORDER_ID,
    sku: 'full-yard_standard',
    packageKey: 'full-yard',
    lotSize: 'standard',
    addOns: addOns.join(','),
  },
});

/** The intent as the order commands leave it: the order's total and cart, all of it received. */
const paidIntent = (paying: OrderDoc): PaymentIntentObject => ({
  id: 'pi_1',
  amount: paying.total,
  amountReceived: paying.total,
  status: 'succeeded',
  metadata: compactMetadata(paymentIntentMetadata(ORDER_ID, paying)),
});

/** Fulfilment of a payment of the state's order in full (of the intent alone without an order). */
const planPaid = (patch: Partial<FulfilmentState>) =>
  planFulfilment(patch.order ? paidIntent(patch.order) : intent(), stateOf(patch), now);

function stateOf(patch: Partial<FulfilmentState>): FulfilmentState {
  return {
    orderId: ORDER_ID,
    userId: USER,
    order: undefined,
    profile: undefined,
    projects: [],
    onboardStateExists: false,
    designProfiles: [],
    orderEventExists: false,
    orderStatus: undefined,
    promoCode: undefined,
    termsAgreement: undefined,
    ...patch,
  };
}

const existingProfile = (patch: Partial<ProfileDoc> = {}): ProfileDoc => ({
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lopez',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  package: 'full-yard',
  ...patch,
});

const profileWritesOf = (writes: PlannedWrite[]) =>
  writes.filter((write) => write.collection === 'profiles');

describe('purchase fulfilment: the exterior upgrade', () => {
  it.each(EXTERIOR_ADD_ON_IDS)(
    'creates the profile with exteriorUpgrade true for a Full Yard bought with %s',
    (addOnId) => {
      const plan = planPaid({ order: order([addOnId]) });
      expect(profileWritesOf(plan.writes)).toEqual([
        {
          op: 'set',
          collection: 'profiles',
          id: USER,
          data: {
            email: 'ana@example.com',
            firstName: 'Ana',
            lastName: 'Lopez',
            city: 'Austin',
            state: 'TX',
            zip: '78704',
            package: 'full-yard',
            exteriorUpgrade: true,
          },
        },
      ]);
    },
  );

  it('records no exterior upgrade for a purchase without one, or with only other add-ons', () => {
    for (const addOnIds of [[], [ADD_ON_IDS.expedited, ADD_ON_IDS.hoa]]) {
      const plan = planPaid({ order: order(addOnIds) });
      const [profile] = profileWritesOf(plan.writes);
      expect(profile?.op).toBe('set');
      expect(profile?.data).not.toHaveProperty('exteriorUpgrade');
    }
  });

  it('adds exteriorUpgrade true to an existing profile, leaving what the customer has', () => {
    const plan = planPaid({
      order: order([ADD_ON_IDS.expedited, ADD_ON_IDS.exteriorBack]),
      profile: existingProfile({ firstName: 'Anita' }),
    });
    expect(profileWritesOf(plan.writes)).toEqual([
      { op: 'update', collection: 'profiles', id: USER, data: { exteriorUpgrade: true } },
    ]);
  });

  it('never sets it back to false: a later purchase without an upgrade leaves the profile alone', () => {
    const plan = planPaid({
      order: order([]),
      profile: existingProfile({ exteriorUpgrade: true }),
    });
    expect(profileWritesOf(plan.writes)).toEqual([]);
  });

  it('writes nothing more when the profile already has the upgrade', () => {
    const plan = planPaid({
      order: order([ADD_ON_IDS.exteriorFull]),
      profile: existingProfile({ exteriorUpgrade: true }),
    });
    expect(profileWritesOf(plan.writes)).toEqual([]);
  });

  it('reads the upgrade from the payment intent when the order is missing', () => {
    const plan = planFulfilment(
      intent([ADD_ON_IDS.exteriorFront]),
      stateOf({ profile: existingProfile() }),
      now,
    );
    expect(profileWritesOf(plan.writes)).toEqual([
      { op: 'update', collection: 'profiles', id: USER, data: { exteriorUpgrade: true } },
    ]);
  });
});

describe('purchase fulfilment: the promo code is redeemed once per order', () => {
  const CODE = 'WELCOME-7KX3QHMP';
  /** A single-use code (maxRedemptions 1) issued to the buyer, redeemed `times` times. */
  const singleUse = (times = 0): PromoCodeDoc => ({
    ...singleUsePromoRecord(CODE, 'ana@example.com', new Date('2026-02-28T12:00:00.000Z')),
    timesRedeemed: times,
  });
  const withCode = (patch: Partial<OrderDoc> = {}): OrderDoc => ({
    ...order([]),
    promoCode: CODE,
    discountCodesApplied: [CODE],
    ...patch,
  });
  const codeWritesOf = (writes: PlannedWrite[]) =>
    writes.filter((write) => write.collection === 'codes');

  it.each(['awaiting_payment', 'processing'] as const)(
    'counts one redemption when a %s order with an applied code is paid',
    (status) => {
      const paying = withCode({ status });
      expect(redeemedPromoCodeId(paidIntent(paying), paying)).toBe(CODE);

      const plan = planPaid({ order: paying, promoCode: singleUse() });

      expect(codeWritesOf(plan.writes)).toEqual([
        { op: 'update', collection: 'codes', id: CODE, data: { timesRedeemed: 1 } },
      ]);
      expect(plan.warnings).toEqual([]);
    },
  );

  it('adds to what the code already counted, and counts from 0 when it has no counter', () => {
    const marketing: PromoCodeDoc = { ...singleUse(), maxRedemptions: 100, timesRedeemed: 41 };
    const counted = planPaid({ order: withCode(), promoCode: marketing });
    expect(codeWritesOf(counted.writes)).toEqual([
      { op: 'update', collection: 'codes', id: CODE, data: { timesRedeemed: 42 } },
    ]);

    const uncounted = singleUse();
    delete uncounted.timesRedeemed;
    delete uncounted.maxRedemptions;
    const first = planPaid({ order: withCode(), promoCode: uncounted });
    expect(codeWritesOf(first.writes)).toEqual([
      { op: 'update', collection: 'codes', id: CODE, data: { timesRedeemed: 1 } },
    ]);
    expect(first.warnings).toEqual([]);
  });

  it("turns the buyer's reservation into the redemption, leaving other buyers' reservations", () => {
    const reserved: PromoCodeDoc = {
      ...singleUse(),
      maxRedemptions: 2,
      reservedBy: { [USER]: '2026-03-01T11:50:00.000Z', 'client-2': '2026-03-01T11:52:00.000Z' },
    };
    const plan = planPaid({ order: withCode(), promoCode: reserved });
    expect(codeWritesOf(plan.writes)).toEqual([
      {
        op: 'update',
        collection: 'codes',
        id: CODE,
        data: { timesRedeemed: 1, reservedBy: { 'client-2': '2026-03-01T11:52:00.000Z' } },
      },
    ]);
    expect(plan.warnings).toEqual([]);
  });

  it('does not count again for an order already paid (another succeeded event of the order)', () => {
    const paid = withCode({ status: 'paid', paidAt: '2026-03-01T11:55:00.000Z' });
    expect(redeemedPromoCodeId(paidIntent(paid), paid)).toBeNull();

    const plan = planPaid({ order: paid, promoCode: singleUse(1) });

    expect(codeWritesOf(plan.writes)).toEqual([]);
    expect(plan.warnings).toEqual([]);
  });

  it('counts nothing for an order without an applied code, a kept referral code included', () => {
    for (const paying of [order([]), { ...order([]), referralCode: 'FRIEND-MORGAN' }]) {
      expect(redeemedPromoCodeId(paidIntent(paying), paying)).toBeNull();
      const plan = planPaid({ order: paying });
      expect(codeWritesOf(plan.writes)).toEqual([]);
      expect(plan.warnings).toEqual([]);
    }
  });

  it('fulfils without counting, and warns staff, when the code document is gone', () => {
    const plan = planPaid({ order: withCode() });

    expect(codeWritesOf(plan.writes)).toEqual([]);
    expect(plan.warnings).toEqual([`promo code ${CODE} not found: its redemption was not counted`]);
    expect(plan.writes).toContainEqual(
      expect.objectContaining({
        collection: 'orders',
        data: expect.objectContaining({ status: 'paid' }),
      }),
    );
  });

  it('fulfils and counts past the limit, with a warning, when two buyers raced for the code', () => {
    const plan = planPaid({ order: withCode(), promoCode: singleUse(1) });

    expect(codeWritesOf(plan.writes)).toEqual([
      { op: 'update', collection: 'codes', id: CODE, data: { timesRedeemed: 2 } },
    ]);
    expect(plan.warnings).toEqual([
      `promo code ${CODE} was redeemed 1 of 1 times already: counted past its limit`,
    ]);
    expect(plan.writes).toContainEqual(
      expect.objectContaining({
        collection: 'orders',
        data: expect.objectContaining({ status: 'paid' }),
      }),
    );
    expect(plan.writes).toContainEqual(expect.objectContaining({ collection: 'onboardStates' }));
  });

  it('counts the code named by the payment intent when the order is missing and rebuilt', () => {
    const paying: PaymentIntentObject = {
      ...intent(),
      metadata: { ...intent().metadata, promoCode: CODE },
    };
    expect(redeemedPromoCodeId(paying, undefined)).toBe(CODE);

    const plan = planFulfilment(paying, stateOf({ promoCode: singleUse() }), now);

    expect(codeWritesOf(plan.writes)).toEqual([
      { op: 'update', collection: 'codes', id: CODE, data: { timesRedeemed: 1 } },
    ]);
    expect(plan.writes).toContainEqual(
      expect.objectContaining({
        op: 'set',
        collection: 'orders',
        data: expect.objectContaining({ promoCode: CODE, status: 'paid' }),
      }),
    );
  });

  it('reads no code whose name cannot be a document id', () => {
    expect(
      redeemedPromoCodeId(
        paidIntent(withCode({ promoCode: 'A/B' })),
        withCode({ promoCode: 'A/B' }),
      ),
    ).toBeNull();
    expect(
      redeemedPromoCodeId(paidIntent(withCode({ promoCode: '' })), withCode({ promoCode: '' })),
    ).toBeNull();
  });
});

describe('purchase fulfilment: the terms agreement reaches the profile', () => {
  const agreement = {
    userId: USER,
    tosAgreed: true,
    dateOfAgree: '2026-03-01T11:40:00.000Z',
    typeOfTos: CURRENT_TERMS_VERSION,
  };
  const accepted = { typeOfTos: CURRENT_TERMS_VERSION, dateOfAgree: '2026-03-01T11:40:00.000Z' };

  it('copies the terms accepted at signup onto the profile it creates', () => {
    const plan = planPaid({ order: order([]), termsAgreement: agreement });
    const [write] = profileWritesOf(plan.writes);
    expect(write).toMatchObject({ op: 'set', data: { termsAccepted: accepted } });
  });

  it('adds them to an existing profile that lacks them, or carries an older version', () => {
    for (const profile of [
      existingProfile(),
      existingProfile({ termsAccepted: { typeOfTos: '2025-01', dateOfAgree: '2025-02-01' } }),
    ]) {
      const plan = planPaid({ order: order([]), profile, termsAgreement: agreement });
      expect(profileWritesOf(plan.writes)).toEqual([
        expect.objectContaining({ op: 'update', data: { termsAccepted: accepted } }),
      ]);
    }
  });

  it('writes no terms without an agreement, or when the profile already has that version', () => {
    const withoutAgreement = planPaid({ order: order([]) });
    expect(profileWritesOf(withoutAgreement.writes)[0]?.data).not.toHaveProperty('termsAccepted');
    const upToDate = planPaid({
      order: order([]),
      profile: existingProfile({ termsAccepted: accepted }),
      termsAgreement: agreement,
    });
    expect(profileWritesOf(upToDate.writes)).toEqual([]);
  });
});

describe('purchase fulfilment: a refund recorded first stays on the client’s page', () => {
  it('keeps the partial refund of $500.00 on the order-status record it rewrites', () => {
    const reversal = { kind: 'partially_refunded' as const, amount: 50000, amountCharged: 249500 };
    const plan = planPaid({
      order: order([]),
      orderStatus: {
        userId: USER,
        createdAt: '2026-03-01T11:00:00.000Z',
        profileDocCreated: false,
        projectDocCreated: false,
        paymentReversal: reversal,
      },
    });
    const status = plan.writes.find((write) => write.collection === 'newPackageOrderStatuses');
    expect(status?.data).toMatchObject({ profileDocCreated: true, paymentReversal: reversal });
  });
});
