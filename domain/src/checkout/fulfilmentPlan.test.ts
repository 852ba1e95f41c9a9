import { describe, expect, it } from 'vitest';
import { ADD_ON_IDS, EXTERIOR_ADD_ON_IDS } from '../catalog/catalog';
import type { OrderDoc } from '../firestore/commerceDocuments';
import type { ProfileDoc } from '../firestore/documents';
import { planFulfilment, type FulfilmentState } from './fulfilmentPlan';
import type { PaymentIntentObject } from './paymentEvent';
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

describe('purchase fulfilment: the exterior upgrade (checkout §4 "Confirmation setup", onboarding §6)', () => {
  it.each(EXTERIOR_ADD_ON_IDS)(
    'creates the profile with exteriorUpgrade true for a Full Yard bought with %s',
    (addOnId) => {
      const plan = planFulfilment(intent(), stateOf({ order: order([addOnId]) }), now);
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
      const plan = planFulfilment(intent(), stateOf({ order: order(addOnIds) }), now);
      const [profile] = profileWritesOf(plan.writes);
      expect(profile?.op).toBe('set');
      expect(profile?.data).not.toHaveProperty('exteriorUpgrade');
    }
  });

  it('adds exteriorUpgrade true to an existing profile, leaving what the customer has', () => {
    const plan = planFulfilment(
      intent(),
      stateOf({
        order: order([ADD_ON_IDS.expedited, ADD_ON_IDS.exteriorBack]),
        profile: existingProfile({ firstName: 'Anita' }),
      }),
      now,
    );
    expect(profileWritesOf(plan.writes)).toEqual([
      { op: 'update', collection: 'profiles', id: USER, data: { exteriorUpgrade: true } },
    ]);
  });

  it('never sets it back to false: a later purchase without an upgrade leaves the profile alone', () => {
    const plan = planFulfilment(
      intent(),
      stateOf({ order: order([]), profile: existingProfile({ exteriorUpgrade: true }) }),
      now,
    );
    expect(profileWritesOf(plan.writes)).toEqual([]);
  });

  it('writes nothing more when the profile already has the upgrade', () => {
    const plan = planFulfilment(
      intent(),
      stateOf({
        order: order([ADD_ON_IDS.exteriorFull]),
        profile: existingProfile({ exteriorUpgrade: true }),
      }),
      now,
    );
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
