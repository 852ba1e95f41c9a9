import { CURRENT_TERMS_VERSION } from '../terms/currentTerms';
import { designProfileIdFor, designProfileStepNumber } from '../funnel/designProfile';
import { experienceVersionNumber, type VersionId } from '../funnel/versions';
import type {
  DesignProfileDoc,
  MediaDoc,
  OnboardStateDoc,
  OrderEventDoc,
  OrderStatusDoc,
  ProfileDoc,
  ProjectDoc,
  TermsAgreementDoc,
} from '../firestore/documents';
import { placeholderImage } from './images';
import type { SeedDocuments, SeedUser } from './types';

// SEED DATA: one client who bought the Full Yard package and is part-way through onboarding:
// front yard uploads COMPLETE, back yard uploads in progress, wish list and exterior not started.

export const SAMPLE_CLIENT: SeedUser = {
  uid: 'sample-client',
  email: 'client@yardwise.example',
  password: 'sample-password',
  displayName: 'Jordan Rivera',
};

const uid = SAMPLE_CLIENT.uid;
export const SAMPLE_PROJECT_ID = 'project-sample-client';
export const SAMPLE_PAYMENT_INTENT_ID = 'pi_sample_client_0001';
export const SAMPLE_ORDER_ID = 'YW-100245';

const PURCHASED_AT = '2026-01-12T16:04:31.000Z';
const ACCOUNT_READY_AT = '2026-01-12T16:04:39.000Z';

const address = {
  street: '2418 Cedar Hollow Lane',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
  latLng: { lat: 30.2452, lng: -97.7694 },
};

const profile: ProfileDoc = {
  email: SAMPLE_CLIENT.email,
  firstName: 'Jordan',
  lastName: 'Rivera',
  phone: '5550104477',
  city: address.city,
  state: address.state,
  zip: address.zip,
  package: 'full-yard',
  typeforms: {},
  // Accepted at payment confirmation, as the terms agreement record below says.
  termsAccepted: { typeOfTos: CURRENT_TERMS_VERSION, dateOfAgree: PURCHASED_AT },
};

// Decision: v2 (v10's order plus account and purchase), as only v1 and v2 reach payment-confirmed.
const VERSION_ID: VersionId = 'v2';

const designProfile: DesignProfileDoc = {
  userId: uid,
  versionId: VERSION_ID,
  isTestAccount: false,
  abandonedCartEmailSent: false,
  purchased: true,
  packagePurchased: 'full-yard',
  step: designProfileStepNumber('payment-confirmed'),
  contactInformation: {
    email: SAMPLE_CLIENT.email,
    firstName: 'Jordan',
    lastName: 'Rivera',
    phoneNumber: '5550104477',
    ...address,
  },
  questions: [
    { key: 'help-needed', answers: ['DESIGNING MY YARD', 'INSTALLING MY DESIGN'] },
    { key: 'yard-selection', answers: ['ENTIRE PROPERTY'] },
    { key: 'yard-size', answers: ['LESS THAN 1/2 ACRE'] },
    {
      key: 'wish-list',
      answers: ['PLANTS', 'DECK OR PATIO', 'LIGHTING', 'EXTERIOR PAINT OR SIDING'],
    },
    { key: 'unique-yard', answers: ['LACK OF PRIVACY', 'POOR DRAINAGE'] },
    { key: 'time-frame', answers: ['1 - 3 MONTHS'] },
    { key: 'budget', answers: ['$10,000 - $50,000'] },
  ],
};

const project: ProjectDoc = {
  profileId: uid,
  experienceVersion: experienceVersionNumber(VERSION_ID),
  createdAt: ACCOUNT_READY_AT,
  tags: [],
};

const onboardState: OnboardStateDoc = {
  userId: uid,
  projectId: SAMPLE_PROJECT_ID,
  createdAt: ACCOUNT_READY_AT,
  priorities: {},
  yardsStatusObj: {
    front: {
      upload: 'COMPLETE',
      keepRemove: 'NOT_STARTED',
      priorities: 'NOT_STARTED',
      isSloped: false,
    },
    back: {
      upload: 'INCOMPLETE',
      keepRemove: 'NOT_STARTED',
      priorities: 'NOT_STARTED',
      isSloped: false,
    },
  },
  inactiveYardsStatusObj: {
    left: {
      upload: 'NOT_STARTED',
      keepRemove: 'NOT_STARTED',
      priorities: 'NOT_STARTED',
      isSloped: false,
    },
    right: {
      upload: 'NOT_STARTED',
      keepRemove: 'NOT_STARTED',
      priorities: 'NOT_STARTED',
      isSloped: false,
    },
  },
  selectedYard: 'back',
  informationVerified: true,
  currentStep: 'Yard',
  budgetStepComplete: false,
  exteriorDesignStepComplete: false,
};

const terms: TermsAgreementDoc = {
  userId: uid,
  tosAgreed: true,
  dateOfAgree: PURCHASED_AT,
  typeOfTos: CURRENT_TERMS_VERSION,
};

const orderStatus: OrderStatusDoc = {
  userId: uid,
  createdAt: PURCHASED_AT,
  profileDocCreated: true,
  projectDocCreated: true,
};

const orderEvent: OrderEventDoc = {
  userId: uid,
  paymentIntentId: SAMPLE_PAYMENT_INTENT_ID,
  orderId: SAMPLE_ORDER_ID,
  createdAt: PURCHASED_AT,
};

/**
 * Media records only: no file is stored behind them. The photos' URLs are inline placeholder
 * pictures, so the preview and the emulators show thumbnails without a Storage download; the
 * video plays a 3.5 KB clip the web app serves itself (a page may play media only from its own
 * origin or Storage, never from an inline data: URL).
 */
export const SAMPLE_VIDEO_URL = '/sample/front-yard-video.mp4';

function media(
  yard: 'front' | 'back',
  kind: 'wide-angle' | 'slow-pan',
  n: number,
  minute: number,
): [string, MediaDoc] {
  const isVideo = kind === 'slow-pan';
  const fileName = `${yard}-yard-${kind}-${n}.${isVideo ? 'mp4' : 'jpg'}`;
  const picture = placeholderImage(
    `${yard} yard ${isVideo ? 'video' : 'photo'} ${n}`,
    yard === 'front' ? '#6b8f71' : '#8f7a5b',
  );
  return [
    `media-${uid}-${yard}-${kind}-${n}`,
    {
      userId: uid,
      projectId: SAMPLE_PROJECT_ID,
      path: `media/${uid}/${fileName}`,
      originalFileName: isVideo ? `VID_20260114_${yard}_${n}.mp4` : `IMG_20260114_${yard}_${n}.jpg`,
      fileType: isVideo ? 'video/mp4' : 'image/jpeg',
      uploadedAt: `2026-01-14T18:${String(minute).padStart(2, '0')}:00.000Z`,
      isDesignerVisible: true,
      isClientVisible: true,
      tag: 'property',
      variant: `${yard}-yard-${kind}`,
      description: '',
      downloadURL: isVideo ? SAMPLE_VIDEO_URL : picture,
      thumbnailURL: picture,
    },
  ];
}

/** Front: the 6 wide-angle photos and 1 slow-pan video it needs. Back: 2 of 6 photos. */
const sampleMedia: Record<string, MediaDoc> = Object.fromEntries([
  ...[1, 2, 3, 4, 5, 6].map((n) => media('front', 'wide-angle', n, n)),
  media('front', 'slow-pan', 1, 10),
  ...[1, 2].map((n) => media('back', 'wide-angle', n, 20 + n)),
]);

/** Every document that belongs to the sample client. */
export const SAMPLE_CLIENT_DOCUMENTS: SeedDocuments = {
  profiles: { [uid]: profile },
  // The id createDesignProfile gives, so the preview's funnel finds this profile instead of a new one.
  designProfiles: { [designProfileIdFor(uid, VERSION_ID)]: designProfile },
  projects: { [SAMPLE_PROJECT_ID]: project },
  onboardStates: { [`onboard-state-${uid}`]: onboardState },
  termsAgreements: { [uid]: terms },
  newPackageOrderStatuses: { [`order-status-${uid}`]: orderStatus },
  yzOrderEvents: { [SAMPLE_PAYMENT_INTENT_ID]: orderEvent },
  media: sampleMedia,
};
