import type { ColorResponseDoc } from '../exterior/colors';
import type { RateLimitDoc } from '../security/rateLimits';
import type { BudgetMetadataRecord, PhaseMetadataRecord } from '../wishlist/budget';
import type { ChecklistResponseDoc } from '../wishlist/checklistResponse';
import type {
  ChecklistItemDoc,
  ColorDoc,
  DesignProfileDoc,
  MediaDoc,
  OnboardStateDoc,
  OrderEventDoc,
  OrderStatusDoc,
  OutboxEmailDoc,
  PriceOptionDoc,
  ProductDoc,
  ProfileDoc,
  ProjectDoc,
  PromoCodeDoc,
  StyleOptionDoc,
  TermsAgreementDoc,
} from './documents';
import type {
  AbandonedCartDoc,
  CustomerLeadDoc,
  OrderDoc,
  PaymentEventDoc,
  SingleUsePromoEmailDoc,
  StandInPaymentIntentDoc,
} from './commerceDocuments';
import type { GeocodeCacheDoc } from './placesDocuments';

/** Every collection the product uses, with the shape of its documents. */
export interface Collections {
  designProfiles: DesignProfileDoc;
  profiles: ProfileDoc;
  projects: ProjectDoc;
  onboardStates: OnboardStateDoc;
  termsAgreements: TermsAgreementDoc;
  newPackageOrderStatuses: OrderStatusDoc;
  yzOrderEvents: OrderEventDoc;
  media: MediaDoc;
  products: ProductDoc;
  checklistItems: ChecklistItemDoc;
  priceOptions: PriceOptionDoc;
  styleOptions: StyleOptionDoc;
  colors: ColorDoc;
  codes: PromoCodeDoc;
  outbox: OutboxEmailDoc;
  orders: OrderDoc;
  paymentEvents: PaymentEventDoc;
  standInPaymentIntents: StandInPaymentIntentDoc;
  customerLeads: CustomerLeadDoc;
  abandonedCarts: AbandonedCartDoc;
  singleUsePromoEmails: SingleUsePromoEmailDoc;
  /** checkout §3, §7 geocode cache by SHA-256 of the query; read and written by the places functions only. */
  gmapsGeocodeCache: GeocodeCacheDoc;
  /** Wish-list answers (onboarding §3 "Checklist response"); owner-readable by userId. */
  checklistResponses: ChecklistResponseDoc;
  /**
   * onboarding §3 budget metadata, one per project (id = project id); written by the saveBudget
   * command, owner-readable by userId.
   */
  budgetMetadata: BudgetMetadataRecord;
  /**
   * onboarding §3 budget phase metadata (first phase id = `${projectId}-phase-1`); written by the
   * saveBudget command, owner-readable by userId.
   */
  budgetPhaseMetadata: PhaseMetadataRecord;
  /** Paint colour choices (onboarding §3 "Colour response"); owner-readable by userId. */
  colorResponses: ColorResponseDoc;
  /**
   * Calls per user of the costly commands (id `${command}_${uid}`, plus the functions' records of
   * counter states already moved on from); server-only, never read by clients.
   */
  rateLimits: RateLimitDoc;
}

export type CollectionName = keyof Collections;
export type DocOf<C extends CollectionName> = Collections[C];
/** A document as read: its data plus its id. */
export type WithId<T> = T & { id: string };

export const COLLECTIONS = {
  designProfiles: 'designProfiles',
  profiles: 'profiles',
  projects: 'projects',
  onboardStates: 'onboardStates',
  termsAgreements: 'termsAgreements',
  newPackageOrderStatuses: 'newPackageOrderStatuses',
  yzOrderEvents: 'yzOrderEvents',
  media: 'media',
  products: 'products',
  checklistItems: 'checklistItems',
  priceOptions: 'priceOptions',
  styleOptions: 'styleOptions',
  colors: 'colors',
  codes: 'codes',
  outbox: 'outbox',
  orders: 'orders',
  paymentEvents: 'paymentEvents',
  standInPaymentIntents: 'standInPaymentIntents',
  customerLeads: 'customerLeads',
  abandonedCarts: 'abandonedCarts',
  singleUsePromoEmails: 'singleUsePromoEmails',
  gmapsGeocodeCache: 'gmapsGeocodeCache',
  checklistResponses: 'checklistResponses',
  budgetMetadata: 'budgetMetadata',
  budgetPhaseMetadata: 'budgetPhaseMetadata',
  colorResponses: 'colorResponses',
  rateLimits: 'rateLimits',
} as const satisfies { [C in CollectionName]: C };

/** Reference data every visitor may read; everything else is read by its owner only. */
export const PUBLIC_COLLECTIONS: readonly CollectionName[] = [
  'products',
  'checklistItems',
  'priceOptions',
  'styleOptions',
  'colors',
];
