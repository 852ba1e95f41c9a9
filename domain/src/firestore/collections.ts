import type { ColorResponseDoc } from '../exterior/colors';
import type { LaterStepAnswersDoc } from '../laterSteps/answers';
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
  /**
   * Geocode cache, keyed by the SHA-256 of the query; written by the places functions only.
   * Any signed-in visitor may get one entry by id (the funnel reads its picked place's), never list.
   */
  gmapsGeocodeCache: GeocodeCacheDoc;
  /** Wish-list answers; owner-readable by userId. */
  checklistResponses: ChecklistResponseDoc;
  /**
   * Budget metadata, one per project (id = project id); written by the saveBudget command,
   * owner-readable by userId.
   */
  budgetMetadata: BudgetMetadataRecord;
  /**
   * Budget phase metadata (first phase id = `${projectId}-phase-1`); written by the saveBudget
   * command, owner-readable by userId.
   */
  budgetPhaseMetadata: PhaseMetadataRecord;
  /** Paint colour choices; owner-readable by userId. */
  colorResponses: ColorResponseDoc;
  /**
   * The later steps' answers (My Goals...), one per project and step (id `${projectId}-${step}`);
   * written by the steps' commands, owner-readable by userId.
   */
  laterStepAnswers: LaterStepAnswersDoc;
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
  laterStepAnswers: 'laterStepAnswers',
  rateLimits: 'rateLimits',
} as const satisfies { [C in CollectionName]: C };

/**
 * Reference data every visitor may read, changed only by staff: the web app reads it once per
 * visit. The client's own documents are read by their owner only, live.
 */
export const PUBLIC_COLLECTIONS = [
  'products',
  'checklistItems',
  'priceOptions',
  'styleOptions',
  'colors',
] as const satisfies readonly CollectionName[];

export type PublicCollection = (typeof PUBLIC_COLLECTIONS)[number];

/**
 * Shared data about places, not people: any signed-in visitor (anonymous ones too) may get one
 * document by its id (a hash of the search or place it answers); nobody may list them.
 */
export const SHARED_BY_ID_COLLECTIONS = [
  'gmapsGeocodeCache',
] as const satisfies readonly CollectionName[];
