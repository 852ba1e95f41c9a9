// Every callable the functions export, with what the hostile-input suites need to know about it:
// the area whose suite sends it hostile payloads, who may call it, and the valid-shaped payloads
// that name another client's documents. The completeness test fails when a callable is missing.

import type { FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { CommandAccess } from '@yardwise/domain/commands/command';
import {
  hostileCreateDesignProfileInputs,
  hostileOrderInputs,
  hostileUpdateDesignProfileInputs,
  hostileUpdateProfileInputs,
  type HostileCase,
} from '@yardwise/domain/commands/hostileInputs';
import { COMMANDS } from '@yardwise/domain/commands/registry';
import type { CallableName, RemoteCommandName } from '@yardwise/domain/commands/remoteCommands';
import { callableSamples, type SampleIds } from '@yardwise/domain/commands/testing/callableSamples';
import { hostileSaveBudgetInputs } from '@yardwise/domain/commands/testing/hostileBudgetInputs';

export type Area = 'funnel' | 'onboarding' | 'wishList' | 'checkout';

/** A valid-shaped payload naming another client's document, and the typed refusals allowed. */
export interface OtherUserCase {
  label: string;
  payload: unknown;
  codes: readonly FunctionsErrorCode[];
  /**
   * The payload names the caller's documents too, so no one client may send it. Otherwise the
   * other client sending it is accepted: the refusal is about whose documents they are.
   */
  mixed?: true;
}

/** The other client's ids and sample payload (valid, naming their own documents). */
export interface OtherClientSample {
  ids: SampleIds;
  valid: Readonly<Record<string, unknown>>;
}

export interface HostileEntry {
  area: Area;
  /** Payloads naming another client's documents; `own` is the caller's sample payload. */
  otherUsers?: (
    other: OtherClientSample,
    own: Readonly<Record<string, unknown>>,
  ) => OtherUserCase[];
  /** Hand-written payloads kept beside the commands (hostileInputs.ts), sent as well. */
  extra?: (own: SampleIds) => HostileCase[];
  /**
   * Staff send it with the custom claim: only they reach its validation with any email (an
   * account may only name its own email, and is refused before validation otherwise).
   */
  sentByStaff?: true;
}

const NOT_YOURS: readonly FunctionsErrorCode[] = ['not-found', 'permission-denied'];

/** The other client's own sample payload, sent by the caller. */
const theirPayload =
  (label: string, codes: readonly FunctionsErrorCode[] = NOT_YOURS) =>
  (other: OtherClientSample): OtherUserCase[] => [{ label, payload: other.valid, codes }];

/** Access of the remote callables (the pure commands carry theirs in COMMANDS). */
const REMOTE_ACCESS: Record<RemoteCommandName, CommandAccess> = {
  createOrder: 'account',
  updateOrder: 'account',
  completeTestPayment: 'account',
  lookupPromoCode: 'visitor',
  requestSingleUsePromo: 'visitor',
  addEmailToAbandonedCartMailingList: 'visitor',
  updateCartView: 'visitor',
  validateRecaptcha: 'visitor',
  updateLifestylePackage: 'account',
  searchAddresses: 'visitor',
  addressDetails: 'visitor',
  sendOnboardHelpEmail: 'account',
  recordMedia: 'account',
  deleteMedia: 'account',
  alertCannotOnboard: 'account',
  sendPasswordResetEmail: 'account',
  sendDesignFeedback: 'account',
  requestConsultation: 'visitor',
};

export function accessOf(name: CallableName): CommandAccess {
  return name in COMMANDS
    ? COMMANDS[name as keyof typeof COMMANDS].access
    : REMOTE_ACCESS[name as RemoteCommandName];
}

function otherUsersOrders(
  other: OtherClientSample,
  own: Readonly<Record<string, unknown>>,
): OtherUserCase[] {
  const order = own.order as Record<string, unknown>;
  return [
    ...theirPayload("an order in another client's name and email", ['permission-denied'])(other),
    {
      label: "an order in another client's name with the caller's email",
      payload: { ...own, order: { ...order, userId: other.ids.uid } },
      codes: ['permission-denied'],
      mixed: true,
    },
  ];
}

export const HOSTILE_CALLABLES: Record<CallableName, HostileEntry> = {
  acceptTerms: { area: 'funnel' },
  createDesignProfile: {
    area: 'funnel',
    extra: () => hostileCreateDesignProfileInputs({ versionId: 'v2', host: 'yardwise.example' }),
  },
  updateDesignProfile: {
    area: 'funnel',
    extra: (own) => hostileUpdateDesignProfileInputs(own.designProfileId),
    otherUsers: theirPayload("another client's design profile"),
  },
  updateProfile: { area: 'funnel', extra: () => hostileUpdateProfileInputs() },
  updateLifestylePackage: { area: 'funnel' },
  alertCannotOnboard: { area: 'funnel' },
  requestConsultation: { area: 'funnel' },
  sendPasswordResetEmail: {
    area: 'funnel',
    sentByStaff: true,
    otherUsers: theirPayload("a reset link for another client's email, asked by a client", [
      'permission-denied',
    ]),
  },

  startOnboarding: { area: 'onboarding' },
  activateYard: { area: 'onboarding' },
  deactivateYard: { area: 'onboarding' },
  swapYards: { area: 'onboarding' },
  setYardStepStatus: { area: 'onboarding' },
  setYardSloped: { area: 'onboarding' },
  setYardPriorities: { area: 'onboarding' },
  verifyInformation: { area: 'onboarding' },
  setBudgetStepComplete: { area: 'onboarding' },
  setExteriorDesignStepComplete: { area: 'onboarding' },
  setCurrentStep: { area: 'onboarding' },
  saveGoals: { area: 'onboarding' },
  saveInspiration: { area: 'onboarding' },
  savePlans: { area: 'onboarding' },
  savePreferences: { area: 'onboarding' },
  savePlants: { area: 'onboarding' },
  saveInstallationDetails: { area: 'onboarding' },
  submitProject: { area: 'onboarding' },
  resetOnboarding: { area: 'onboarding' },
  updateMediaDescription: {
    area: 'onboarding',
    otherUsers: theirPayload("another client's photo"),
  },
  recordMedia: {
    area: 'onboarding',
    // The path is part of the input: a file outside the caller's own folder is invalid input.
    otherUsers: theirPayload("a file in another client's media folder", ['invalid-argument']),
  },
  sendOnboardHelpEmail: { area: 'onboarding' },
  sendDesignFeedback: {
    area: 'onboarding',
    otherUsers: theirPayload("another client's photo as a reference photo"),
  },
  deleteMedia: {
    area: 'onboarding',
    otherUsers: theirPayload("another client's photo"),
  },

  createChecklistResponse: { area: 'wishList' },
  updateChecklistResponse: {
    area: 'wishList',
    otherUsers: theirPayload("another client's wish-list response"),
  },
  deleteChecklistResponse: {
    area: 'wishList',
    otherUsers: theirPayload("another client's wish-list response"),
  },
  updateResponseOrder: {
    area: 'wishList',
    otherUsers: (other, own) => [
      ...theirPayload("another client's wish-list responses")(other),
      {
        label: "the caller's response beside another client's",
        payload: {
          orders: [
            { responseId: (own.orders as { responseId: string }[])[0]!.responseId, order: 2 },
            { responseId: other.ids.responseIds[0], order: 1 },
          ],
        },
        codes: NOT_YOURS,
        mixed: true,
      },
    ],
  },
  recalculateWishListEstimate: { area: 'wishList' },
  saveBudget: {
    area: 'wishList',
    extra: (own) => hostileSaveBudgetInputs(callableSamples(own).saveBudget.valid),
  },
  submitBudgetIntent: { area: 'wishList' },
  listColors: { area: 'wishList' },
  createColorResponse: { area: 'wishList' },
  deleteColorResponse: {
    area: 'wishList',
    otherUsers: theirPayload("another client's colour choice"),
  },
  setExteriorPaintDesired: { area: 'wishList' },
  completeStyleQuiz: { area: 'wishList' },
  completeExteriorDesign: { area: 'wishList' },

  createOrder: {
    area: 'checkout',
    extra: () => hostileOrderInputs(),
    otherUsers: otherUsersOrders,
  },
  updateOrder: {
    area: 'checkout',
    extra: () => hostileOrderInputs(),
    otherUsers: otherUsersOrders,
  },
  completeTestPayment: {
    area: 'checkout',
    otherUsers: theirPayload("another client's payment", ['permission-denied']),
  },
  catalogPrices: { area: 'checkout' },
  lookupPromoCode: { area: 'checkout' },
  requestSingleUsePromo: { area: 'checkout' },
  addEmailToAbandonedCartMailingList: { area: 'checkout' },
  updateCartView: {
    area: 'checkout',
    otherUsers: (other, own) => [
      ...theirPayload("another visitor's cart", ['permission-denied'])(other),
      {
        label: "another client's user id on the caller's cart",
        payload: { ...own, userId: other.ids.uid },
        codes: ['permission-denied'],
        mixed: true,
      },
    ],
  },
  validateRecaptcha: { area: 'checkout' },
  searchAddresses: { area: 'checkout' },
  addressDetails: { area: 'checkout' },
};
