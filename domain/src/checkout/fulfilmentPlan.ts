import { EXTERIOR_ADD_ON_IDS, isPackageKey, type PackageKey } from '../catalog/catalog';
import { parseSkuLookupKey } from '../catalog/packageNames';
import { projectTagsAfterPurchase } from './v1OnlyTag';
import type { OrderDoc } from '../firestore/commerceDocuments';
import type { WithId } from '../firestore/collections';
import type {
  DesignProfileDoc,
  OrderStatusDoc,
  ProfileDoc,
  ProjectDoc,
  PromoCodeDoc,
  TermsAgreementDoc,
} from '../firestore/documents';
import { isDocumentId } from '../forms/documentId';
import { DEFAULT_VERSION_ID } from '../funnel/versionChoice';
import { latestProject } from '../funnel/latestProject';
import { experienceVersionNumber, isVersionId } from '../funnel/versions';
import { createOnboardState } from '../onboarding/onboardState';
import { nextUpdatedAt } from './openOrder';
import type { PaymentIntentObject } from './paymentEvent';
import { setDoc, updateDoc, type PlannedWrite } from './plannedWrites';
import { orderFromIntent } from './rebuiltOrder';
import { chargedCart, checkPayment, type OrderCart } from './paymentCheck';
import { heldPaymentAlert, type HeldPaymentAlert } from './paymentHold';
import {
  redemptionLimit,
  redemptionsTakenFor,
  releaseRedemption,
} from '../promo/redemptionReservations';

// payment_intent.succeeded as data: from what the transaction read, the documents that set up the
// buyer's account and the redemption of
// the order's promo code. Pure, so every branch is tested without Firestore; processPaymentEvent
// reads the state and writes the plan.

/** What the transaction read for one purchase. */
export interface FulfilmentState {
  orderId: string;
  /** The buyer: the order's userId, or the intent's when the order is missing. */
  userId: string;
  order: OrderDoc | undefined;
  profile: ProfileDoc | undefined;
  /** The buyer's projects (profileId = userId). */
  projects: WithId<ProjectDoc>[];
  onboardStateExists: boolean;
  designProfiles: WithId<DesignProfileDoc>[];
  orderEventExists: boolean;
  orderStatus: OrderStatusDoc | undefined;
  /** The codes document named by redeemedPromoCodeId, when it names one and it exists. */
  promoCode: PromoCodeDoc | undefined;
  /** The buyer's terms agreement, usually accepted at signup, before any profile existed. */
  termsAgreement: TermsAgreementDoc | undefined;
}

export interface FulfilmentPlan {
  writes: PlannedWrite[];
  /** Things staff should look at; the payment is fulfilled anyway. */
  warnings: string[];
  /** The staff email to send when the order is held instead of fulfilled. */
  staffAlert?: HeldPaymentAlert;
}

/**
 * Decision: one project and one onboard state per customer, at ids derived from the user id (as
 * the seed data has them), so two deliveries can never create two; a later purchase (upgrade,
 * additional revision) reuses them.
 */
export const projectIdFor = (userId: string) => `project-${userId}`;
export const onboardStateIdFor = (userId: string) => `onboard-state-${userId}`;

function packageKeyOf(order: OrderDoc): PackageKey | null {
  if (isPackageKey(order.packageKey)) return order.packageKey;
  return parseSkuLookupKey(order.sku)?.packageKey ?? null;
}

/** The buyer's profile fields from the order. */
function profileFieldsOf(order: OrderDoc, packageKey: PackageKey | null): Partial<ProfileDoc> {
  const fields: Partial<ProfileDoc> = {
    email: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    city: order.address.city,
    state: order.address.state,
    zip: order.address.zip,
    package: packageKey ?? undefined,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
}

/** Whether the order carries an exterior upgrade add-on (front, back or full). */
function boughtExteriorUpgrade(order: OrderDoc): boolean {
  return order.addOnIds.some((id) => EXTERIOR_ADD_ON_IDS.includes(id));
}

/**
 * The terms agreement as the profile carries it (commands/acceptTerms.ts), when the profile does
 * not carry that version yet: the terms gate then reads only the profile, as for everyone who
 * accepted after their profile existed.
 */
function termsCopy(
  agreement: TermsAgreementDoc | undefined,
  profile: ProfileDoc | undefined,
): Pick<ProfileDoc, 'termsAccepted'> {
  if (!agreement?.tosAgreed || profile?.termsAccepted?.typeOfTos === agreement.typeOfTos) return {};
  return { termsAccepted: { typeOfTos: agreement.typeOfTos, dateOfAgree: agreement.dateOfAgree } };
}

/**
 * Creates the profile, or completes it: the order fills fields the profile lacks and never
 * overwrites what the customer already has. Without any email there is no profile to create.
 * Decision: an exterior upgrade is recorded as exteriorUpgrade true, which opens the Exterior
 * Design step; a later purchase without one never takes it back.
 */
function profileWrites(state: FulfilmentState, order: OrderDoc, packageKey: PackageKey | null) {
  const fields = profileFieldsOf(order, packageKey);
  const upgrade: Partial<ProfileDoc> = boughtExteriorUpgrade(order)
    ? { exteriorUpgrade: true }
    : {};
  const terms = termsCopy(state.termsAgreement, state.profile);
  if (!state.profile) {
    if (!fields.email) return { writes: [], exists: false };
    const profile: ProfileDoc = {
      firstName: '',
      lastName: '',
      ...fields,
      email: fields.email,
      ...upgrade,
      ...terms,
    };
    return { writes: [setDoc('profiles', state.userId, profile)], exists: true };
  }
  const current = state.profile;
  const missing = Object.fromEntries(
    Object.entries(fields).filter(([key]) => {
      const value = current[key as keyof ProfileDoc];
      return typeof value !== 'string' || value.trim() === '';
    }),
  ) as Partial<ProfileDoc>;
  const patch = {
    ...missing,
    ...(current.exteriorUpgrade === true ? {} : upgrade),
    ...terms,
  };
  const writes = Object.keys(patch).length ? [updateDoc('profiles', state.userId, patch)] : [];
  return { writes, exists: true };
}

/**
 * The codes document (its id is the applied code) this payment redeems, or null; the caller reads
 * it into FulfilmentState.promoCode. Decision: a redemption counts when the order turns paid, and
 * paid is final, so an order is counted once however many events pay it. Only the applied code
 * counts, never a referral code kept without a discount.
 */
export function redeemedPromoCodeId(
  intent: PaymentIntentObject,
  order: OrderDoc | undefined,
): string | null {
  if (order?.status === 'paid') return null;
  // The code of the cart paid for, which is the intent's when it carries one.
  const cart = chargedCart(intent);
  const code = cart ? cart.promoCode : order ? order.promoCode : intent.metadata.promoCode;
  return isDocumentId(code) ? code : null;
}

/**
 * One more redemption of the code, which takes the buyer's reservation when they hold one. The
 * payment is fulfilled whatever the code's state: a deleted code is not counted, and a code
 * redeemed past its limit (a payment of an order from before reservations) is counted; both are
 * for staff.
 */
function redemptionPlan(intent: PaymentIntentObject, state: FulfilmentState): FulfilmentPlan {
  const codeId = redeemedPromoCodeId(intent, state.order);
  if (!codeId) return { writes: [], warnings: [] };
  const record = state.promoCode;
  if (!record) {
    return {
      writes: [],
      warnings: [`promo code ${codeId} not found: its redemption was not counted`],
    };
  }
  const timesRedeemed =
    typeof record.timesRedeemed === 'number' && Number.isFinite(record.timesRedeemed)
      ? record.timesRedeemed
      : 0;
  const limit = redemptionLimit(record);
  const released = releaseRedemption(record, state.userId);
  const overLimit =
    limit !== null && !released && redemptionsTakenFor(record, state.userId) >= limit;
  return {
    writes: [
      updateDoc('codes', codeId, {
        timesRedeemed: timesRedeemed + 1,
        ...(released ? { reservedBy: released } : {}),
      }),
    ],
    warnings: overLimit
      ? [
          `promo code ${codeId} was redeemed ${timesRedeemed} of ${limit} times already: counted past its limit`,
        ]
      : [],
  };
}

/** Decision: the experience version comes from the buyer's design profile; v10 by default. */
function experienceVersionOf(designProfiles: readonly DesignProfileDoc[]): number {
  const versionId = designProfiles.map((profile) => profile.versionId).find(isVersionId);
  return experienceVersionNumber(versionId ?? DEFAULT_VERSION_ID);
}

/**
 * The project: created with the V1-ONLY tag for a legacy price and the lifestyle package's style;
 * an existing one gains the tag or style the purchase brings.
 */
function projectWrites(state: FulfilmentState, order: OrderDoc, now: Date) {
  const existing = latestProject(state.projects); // the latest by version, then by creation time
  if (!existing) {
    const project: ProjectDoc = {
      profileId: state.userId,
      experienceVersion: experienceVersionOf(state.designProfiles),
      createdAt: now.toISOString(),
      tags: [...projectTagsAfterPurchase([], order.sku)],
      ...(order.packageStyle ? { packageStyle: order.packageStyle } : {}),
    };
    const id = projectIdFor(state.userId);
    return { projectId: id, writes: [setDoc('projects', id, project)] };
  }
  const patch: Partial<ProjectDoc> = {};
  const tags = projectTagsAfterPurchase(existing.tags, order.sku);
  if (tags.length !== (existing.tags?.length ?? 0)) patch.tags = [...tags];
  if (order.packageStyle && order.packageStyle !== existing.packageStyle) {
    patch.packageStyle = order.packageStyle;
  }
  const writes = Object.keys(patch).length ? [updateDoc('projects', existing.id, patch)] : [];
  return { projectId: existing.id, writes };
}

/**
 * Decision: packagePurchased keeps the first package bought; a later purchase (an additional
 * revision, say) marks the design profile purchased without renaming its package.
 */
function designProfileWrites(state: FulfilmentState, packageKey: PackageKey | null) {
  return state.designProfiles
    .filter((profile) => !profile.purchased || profile.packagePurchased === null)
    .map((profile) =>
      updateDoc('designProfiles', profile.id, {
        purchased: true,
        packagePurchased: profile.packagePurchased ?? packageKey,
      }),
    );
}

/**
 * Everything a succeeded payment sets up. Decision on the order-status flags: every document is
 * written in this one transaction, so the confirmation page sees the record appear with both flags
 * at once (no half-done state exists to show); a flag is false only when its document could not be
 * made (no email known for the profile), which sends the page to its fallback message.
 */
export function planFulfilment(
  intent: PaymentIntentObject,
  state: FulfilmentState,
  now: Date,
): FulfilmentPlan {
  const at = now.toISOString();
  const writes: PlannedWrite[] = [];
  const warnings: string[] = [];

  const stored = state.order;
  const known =
    stored ??
    orderFromIntent(
      intent,
      state.userId,
      { profile: state.profile, designProfile: state.designProfiles[0] },
      now,
    );
  // A paid order was checked when it turned paid; a later event only completes its set-up.
  const check =
    stored?.status === 'paid'
      ? { kind: 'deliver' as const, order: stored, warnings: [] }
      : checkPayment(intent, known);
  if (check.kind === 'hold') {
    const { amountReceived, orderTotal } = check;
    return holdPlan(intent, state, known, { amountReceived, orderTotal }, now);
  }
  const order = check.order;
  warnings.push(...check.warnings);

  if (!stored) {
    writes.push(setDoc('orders', state.orderId, order));
    warnings.push('order missing: rebuilt from the payment intent metadata');
  } else {
    if (stored.status !== 'paid') {
      writes.push(
        updateDoc('orders', state.orderId, {
          ...(order === stored ? {} : { ...cartOf(order), total: order.total }),
          status: 'paid',
          paidAt: at,
          updatedAt: nextUpdatedAt(stored.updatedAt, now),
        }),
      );
    }
    if (stored.paymentIntentId !== null && stored.paymentIntentId !== intent.id) {
      warnings.push(
        `order belongs to payment intent ${stored.paymentIntentId}: check for a double charge`,
      );
    }
  }

  const redemption = redemptionPlan(intent, state);
  writes.push(...redemption.writes);
  warnings.push(...redemption.warnings);

  if (!state.orderEventExists) {
    writes.push(
      setDoc('yzOrderEvents', intent.id, {
        userId: state.userId,
        paymentIntentId: intent.id,
        orderId: state.orderId,
        createdAt: at,
      }),
    );
  }

  const packageKey = packageKeyOf(order);
  const profile = profileWrites(state, order, packageKey);
  writes.push(...profile.writes);
  if (!profile.exists) warnings.push('no email known: the profile could not be created');

  const project = projectWrites(state, order, now);
  writes.push(...project.writes);

  if (!state.onboardStateExists) {
    if (packageKey) {
      const onboardState = createOnboardState(packageKey, {
        userId: state.userId,
        projectId: project.projectId,
        now,
      });
      writes.push(setDoc('onboardStates', onboardStateIdFor(state.userId), onboardState));
    } else {
      warnings.push(`unknown package "${order.packageKey}": no onboard state created`);
    }
  }

  writes.push(...designProfileWrites(state, packageKey));

  writes.push(
    setDoc('newPackageOrderStatuses', state.orderId, {
      userId: state.userId,
      createdAt: state.orderStatus?.createdAt ?? at,
      profileDocCreated: profile.exists,
      projectDocCreated: true,
      // A refund Stripe reported before this success stays on the client's page.
      ...(state.orderStatus?.paymentReversal
        ? { paymentReversal: state.orderStatus.paymentReversal }
        : {}),
    }),
  );
  return { writes, warnings };
}

function cartOf(order: OrderDoc): OrderCart {
  const { sku, packageKey, lotSize, addOnIds, promoCode, referralCode, packageStyle } = order;
  return { sku, packageKey, lotSize, addOnIds, promoCode, referralCode, packageStyle };
}

/**
 * A payment short of what it pays for: the order is held and the customer's page says so, staff
 * get an email, and nothing is set up or redeemed. The order event is still recorded, so the
 * confirmation page finds the order.
 */
function holdPlan(
  intent: PaymentIntentObject,
  state: FulfilmentState,
  order: OrderDoc,
  amounts: { amountReceived: number; orderTotal: number },
  now: Date,
): FulfilmentPlan {
  const at = now.toISOString();
  const held = {
    status: 'payment_held' as const,
    amountReceived: amounts.amountReceived,
    updatedAt: nextUpdatedAt(order.updatedAt, now),
  };
  const { paidAt: _notPaid, ...unpaid } = order;
  const writes: PlannedWrite[] = [
    state.order
      ? updateDoc('orders', state.orderId, held)
      : setDoc('orders', state.orderId, { ...unpaid, ...held }),
  ];
  if (!state.orderEventExists) {
    writes.push(
      setDoc('yzOrderEvents', intent.id, {
        userId: state.userId,
        paymentIntentId: intent.id,
        orderId: state.orderId,
        createdAt: at,
      }),
    );
  }
  writes.push(
    setDoc('newPackageOrderStatuses', state.orderId, {
      userId: state.userId,
      createdAt: state.orderStatus?.createdAt ?? at,
      profileDocCreated: false,
      projectDocCreated: false,
      paymentHeld: amounts,
    }),
  );
  const ids = { orderId: state.orderId, paymentIntentId: intent.id, userId: state.userId };
  return {
    writes,
    warnings: [
      `payment short: received ${amounts.amountReceived} of ${amounts.orderTotal} cents; order held, nothing set up`,
    ],
    staffAlert: heldPaymentAlert(ids, order, amounts),
  };
}
