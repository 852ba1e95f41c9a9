import type { LaterStepKey, SavedLaterStepStatus } from '../laterSteps/keys';
import type { PriceRange } from '../wishlist/priceRange';

// Document shapes shared by the web app (reads) and the functions (writes).
// Dates are ISO-8601 strings so the same shape works in Firestore, the in-memory store and tests.

export type YardName = 'front' | 'back' | 'left' | 'right' | 'outdoor';
export type StepStatus = 'NOT_STARTED' | 'INCOMPLETE' | 'COMPLETE';

export interface ContactInformation {
  email: string;
  firstName?: string;
  lastName?: string;
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
  phoneNumber?: string;
  latLng?: { lat: number; lng: number };
  aptNumber?: string;
  formattedAddress?: string;
  /**
   * The Google place the address was picked from; absent for a typed address. The location pages
   * read that place's gmapsGeocodeCache entry by it (id from placeDetailsCacheKey).
   */
  placeId?: string;
}

export interface DesignProfileDoc {
  userId: string;
  versionId: string;
  isTestAccount: boolean;
  abandonedCartEmailSent: boolean;
  purchased: boolean;
  packagePurchased: string | null;
  step: number;
  contactInformation: ContactInformation;
  questions: { key: string; answers: string[] }[];
  /** The visitor's answer to "How did you hear about us?", when given. */
  howDidYouHear?: string;
}

export interface ProfileDoc {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  city?: string;
  state?: string;
  zip?: string;
  package?: string;
  typeforms?: Record<string, boolean>;
  exteriorPaintDesired?: boolean;
  /** Set when the client bought an exterior upgrade add-on; it opens the Exterior Design step. */
  exteriorUpgrade?: boolean;
  /** The native style quiz's answers (exterior/styleQuiz.ts), once completed. */
  styleQuiz?: { style: string; goals: string[] };
  /**
   * The terms the client last accepted, written with their termsAgreements record, so the pages
   * that read the profile anyway know it without a read of the agreement (commands/acceptTerms.ts).
   */
  termsAccepted?: ProfileTermsAccepted;
}

export interface ProfileTermsAccepted {
  typeOfTos: string;
  dateOfAgree: string;
}

export interface ProjectDoc {
  profileId: string;
  experienceVersion: number;
  createdAt: string;
  tags?: string[];
  packageStyle?: string;
  clientBudgetIntent?: 25 | 40 | 70;
  /** The wish-list and all-in estimates in cents, as recalculateWishListEstimate last stored them. */
  wishListEstimate?: { wishList: PriceRange; allIn: PriceRange; updatedAt: string };
  /** 'submitted' once the client handed the project to the design team (submitProject). */
  status?: 'submitted';
  submission?: ProjectSubmission;
}

/** The hand-off to the design team, recorded once, when the client submits their project. */
export interface ProjectSubmission {
  /** When the client submitted (ISO). */
  submittedAt: string;
  /** The day the first design is expected (YYYY-MM-DD, on the design team's calendar). */
  firstDesignDue: string;
  /** The client bought expedited service, which shortened the turnaround. */
  expedited: boolean;
  turnaroundBusinessDays: number;
}

export interface YardStatus {
  upload: StepStatus;
  keepRemove: StepStatus;
  priorities: StepStatus;
  isSloped: boolean;
}

export interface OnboardStateDoc {
  userId: string;
  projectId: string;
  createdAt: string;
  priorities: Partial<Record<YardName, string[]>>;
  yardsStatusObj: Partial<Record<YardName, YardStatus>>;
  inactiveYardsStatusObj: Partial<Record<YardName, YardStatus>>;
  selectedYard: YardName | null;
  informationVerified: boolean;
  currentStep: string;
  budgetStepComplete: boolean;
  exteriorDesignStepComplete: boolean;
  /** Set by the "Let's Prioritize!" submit; the sidebar unlocks the other steps once true. */
  submittedInstallationPlans?: boolean;
  /**
   * What each later step's last save left it at; written with the step's answers, so the sidebar
   * shows every step's status without reading the answers.
   */
  laterSteps?: Partial<Record<LaterStepKey, SavedLaterStepStatus>>;
  /** Set once the project is submitted; every onboarding step is read-only from then on. */
  submission?: ProjectSubmission;
  /** Set when one of the client's payments was refunded or disputed: onboarding says so. */
  paymentReversal?: PaymentReversalRecord;
}

export interface TermsAgreementDoc {
  userId: string;
  tosAgreed: boolean;
  dateOfAgree: string;
  typeOfTos: string;
}

export interface OrderStatusDoc {
  userId: string;
  createdAt: string;
  profileDocCreated: boolean;
  projectDocCreated: boolean;
  /** Set when the payment fell short of the order: nothing was set up and staff were alerted. */
  paymentHeld?: PaymentHeldRecord;
  /** Set when the payment was refunded or disputed: the client's page says so. */
  paymentReversal?: PaymentReversalRecord;
}

/** What the confirmation page tells a client whose payment was refunded or disputed. Cents. */
export interface PaymentReversalRecord {
  kind: 'refunded' | 'partially_refunded' | 'disputed';
  /** Refunded so far, or disputed. */
  amount: number;
  amountCharged: number;
}

/** What the confirmation page tells a customer whose payment is held. Cents. */
export interface PaymentHeldRecord {
  amountReceived: number;
  orderTotal: number;
}

export interface OrderEventDoc {
  userId: string;
  paymentIntentId: string;
  orderId: string;
  createdAt: string;
}

export interface MediaDoc {
  userId: string;
  projectId: string;
  path: string;
  originalFileName: string;
  fileType: string;
  uploadedAt: string;
  isDesignerVisible: boolean;
  isClientVisible: boolean;
  tag:
    | 'property'
    | 'exterior-design-inspiration'
    | 'design-feedback'
    | 'landscape-inspiration'
    | 'plans';
  variant: string;
  description: string;
  downloadURL: string;
  /** A small WebP of the photo for grids, made by the function that converts uploaded photos. */
  thumbnailURL?: string;
  /** A display-size WebP of the photo for the review and the designer, made by the same function. */
  displayURL?: string;
  /**
   * Photos the function converts (JPEG, PNG, HEIC) are recorded 'pending' until their images are
   * made ('ready') or cannot be ('failed'); other media, and records made before, have none.
   */
  processing?: 'pending' | 'ready' | 'failed';
  /** The stored file's size in bytes, which the client's quota counts; absent on older records. */
  size?: number;
}

export interface ProductDoc {
  name: string;
  category: string;
  description: string;
  active: boolean;
  /** Price in cents per lot size key (standard, large, acreage, small); flat-priced products carry every key. */
  prices: Record<string, number>;
  /** A package the customer buys, or an add-on to a package. */
  kind?: 'package' | 'addOn';
  /** The name shown to customers when it differs from name (Whole Home is shown as Outdoor Transformation). */
  displayName?: string;
  /** Starter packages (shown as Essential or Classic) have their own promo-code rules. */
  starter?: boolean;
  /** Partner-retailer packages accept only codes with this prefix (case-insensitive). */
  partnerCodePrefix?: string;
  image?: string;
  sortOrder?: number;
  /** A package's turnaround to the first design, in business days from submission. */
  turnaroundBusinessDays?: number;
  /** The same with expedited service. */
  expeditedTurnaroundBusinessDays?: number;
}

export interface ChecklistItemDoc {
  name: string;
  description: string;
  category: string;
  image: string;
  quantitative_item: boolean;
  no_style_options: boolean;
  /** Landscaping items, or home-exterior items that some packages hide. */
  group?: 'landscaping' | 'exterior';
  sortOrder?: number;
}

export interface PriceOptionDoc {
  itemId: string;
  low_price: number;
  high_price: number;
  description: string;
  image: string;
}

export interface StyleOptionDoc {
  itemId: string;
  image: string;
  name: string;
}

export interface ColorDoc {
  name: string;
  hexCode: string;
  category: string;
}

export interface PromoCodeDoc {
  code: string;
  status:
    'USABLE' | 'EXPIRED' | 'MAX_REDEMPTIONS_EXCEEDED' | 'DEACTIVATED' | 'START_TIME_NOT_REACHED';
  category: 'MARKETING' | 'REFERRAL';
  discountType: 'FIXED' | 'PERCENTAGE';
  /** FIXED: cents as digits ('25000' is $250). PERCENTAGE: a one-character prefix, then the percent ('%15'). */
  discount: string;
  /** In dollars: the code is rejected when the package price in dollars is below it. */
  minimumPackagePrice?: number;
  additionalDiscounts?: {
    discountType: 'FIXED' | 'PERCENTAGE';
    discount: string;
    forProductId: string;
  }[];
  applicationSuccessMessage?: string;
  /** Informational; status is what decides whether a code applies. ISO times. */
  startTime?: string;
  endTime?: string;
  maxRedemptions?: number;
  timesRedeemed?: number;
  /**
   * Redemptions held by open orders of a code with maxRedemptions: buyer uid → when reserved.
   * Written by the order commands and fulfilment only.
   */
  reservedBy?: Record<string, string>;
  /** Single-use codes are issued to one email. */
  email?: string;
}

export interface OutboxEmailDoc {
  to: string;
  template: string;
  data: Record<string, unknown>;
  /**
   * PENDING while a send is in flight, or queued by a transaction and not tried yet (no
   * lastAttemptAt); SENT by the provider; ERROR after a failed attempt;
   * LOCAL_ONLY when no provider is configured: the email stays here and was sent to no one.
   */
  state: 'PENDING' | 'SENT' | 'ERROR' | 'LOCAL_ONLY';
  createdAt: string;
  /** Sends tried with the provider (0 for LOCAL_ONLY). */
  attempts: number;
  /** When the last send started: a PENDING email younger than its lease is not sent again. */
  lastAttemptAt?: string;
  sentAt?: string;
  /** The provider's failure of the last attempt, for operators. */
  lastError?: string;
  /** When Firestore's TTL policy may delete it (outboxExpiresAt). */
  expiresAt?: Date;
}
