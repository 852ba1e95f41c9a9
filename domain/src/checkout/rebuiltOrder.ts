import type { OrderDoc } from '../firestore/commerceDocuments';
import type { DesignProfileDoc, ProfileDoc } from '../firestore/documents';
import type { PaymentIntentObject } from './paymentEvent';

/** What we already know about the buyer when the order itself is missing. */
export interface KnownContact {
  profile: ProfileDoc | undefined;
  designProfile: DesignProfileDoc | undefined;
}

function nonEmpty(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value : null;
}

/**
 * Decision: a succeeded payment whose order document is missing (createOrder failed after the
 * intent, or the record was lost) still fulfils: the customer has paid. The order is rebuilt from
 * the intent's metadata, its amount as every price (tax unknown, so 0), and the buyer's contact
 * from their profile or design profile; the caller logs it for staff to reconcile.
 */
export function orderFromIntent(
  intent: PaymentIntentObject,
  userId: string,
  known: KnownContact,
  now: Date,
): OrderDoc {
  const { metadata } = intent;
  const contact = known.designProfile?.contactInformation;
  const at = now.toISOString();
  const promoCode = nonEmpty(metadata.promoCode);
  const address: Record<string, string> = {};
  const street = nonEmpty(contact?.street);
  if (street) address.street = street;
  for (const key of ['city', 'state', 'zip'] as const) {
    const value = nonEmpty(known.profile?.[key]) ?? nonEmpty(contact?.[key]);
    if (value) address[key] = value;
  }
  return {
    userId,
    status: 'paid',
    paymentIntentId: intent.id,
    sku: metadata.sku ?? '',
    packageKey: metadata.packageKey ?? '',
    lotSize: metadata.lotSize ?? '',
    addOnIds: nonEmpty(metadata.addOns)?.split(',') ?? [],
    promoCode,
    referralCode: nonEmpty(metadata.referralCode),
    originalPrice: intent.amount,
    price: intent.amount,
    taxAmount: 0,
    total: intent.amount,
    discountCodesApplied: promoCode ? [promoCode] : [],
    email: nonEmpty(known.profile?.email) ?? contact?.email ?? '',
    firstName: nonEmpty(known.profile?.firstName) ?? contact?.firstName ?? '',
    lastName: nonEmpty(known.profile?.lastName) ?? contact?.lastName ?? '',
    address,
    packageStyle: nonEmpty(metadata.packageStyle),
    createdAt: at,
    updatedAt: at,
    paidAt: at,
  };
}
