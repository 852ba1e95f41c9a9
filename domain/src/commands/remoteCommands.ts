import type { InferType } from 'yup';
import type { sendPasswordResetEmailInput } from '../account/passwordReset';
import type { addEmailToAbandonedCartInput } from '../checkout/abandonedCart';
import type { updateCartViewInput } from '../checkout/cartView';
import type { updateLifestylePackageInput } from '../checkout/lifestylePackage';
import type { orderCommandInput, OrderCommandResult } from '../checkout/orderCommand';
import type { validateRecaptchaInput } from '../checkout/recaptcha';
import type { completeTestPaymentInput, TestPaymentResult } from '../checkout/testPayment';
import type { AbandonedCartDoc } from '../firestore/commerceDocuments';
import type { WithId } from '../firestore/collections';
import type { MediaDoc, OutboxEmailDoc } from '../firestore/documents';
import type { sendOnboardHelpEmailInput } from '../forms/schemas';
import type { requestConsultationInput } from '../contact/consultation';
import type { DesignFeedbackResult, sendDesignFeedbackInput } from '../contact/designFeedback';
import type {
  alertCannotOnboardInput,
  deleteMediaInput,
  recordMediaInput,
} from '../onboarding/schemas';
import type { promoLookupCommandInput } from '../promo/lookupInput';
import type { LookupPromoCodeResult } from '../promo/publicPromoCode';
import type { requestSingleUsePromoInput } from '../promo/schemas';
import type { RequestSingleUsePromoResult } from '../promo/singleUseCode';
import type { AddressSuggestion, PlaceAddress } from '../places/placeAddress';
import type { addressDetailsInput, searchAddressesInput } from '../places/schemas';
import type { CommandInput, CommandName, CommandOutput } from './registry';

interface Remote<Input, Output> {
  input: Input;
  output: Output;
}

/**
 * Callables that talk to external services (Stripe, email, marketing, reCAPTCHA), so only the
 * functions run them. Their contract lives here, beside the pure COMMANDS, so the web client calls
 * them by name with checked types; the input schemas are the ones the functions validate with.
 */
export interface RemoteCommands {
  createOrder: Remote<InferType<typeof orderCommandInput>, OrderCommandResult>;
  updateOrder: Remote<InferType<typeof orderCommandInput>, OrderCommandResult>;
  completeTestPayment: Remote<InferType<typeof completeTestPaymentInput>, TestPaymentResult>;
  lookupPromoCode: Remote<InferType<typeof promoLookupCommandInput>, LookupPromoCodeResult>;
  requestSingleUsePromo: Remote<
    InferType<typeof requestSingleUsePromoInput>,
    RequestSingleUsePromoResult
  >;
  addEmailToAbandonedCartMailingList: Remote<
    InferType<typeof addEmailToAbandonedCartInput>,
    { emailState: AbandonedCartDoc['emailState'] }
  >;
  updateCartView: Remote<InferType<typeof updateCartViewInput>, { updatedAt: string }>;
  validateRecaptcha: Remote<InferType<typeof validateRecaptchaInput>, { valid: boolean }>;
  updateLifestylePackage: Remote<
    InferType<typeof updateLifestylePackageInput>,
    { projectId: string; packageStyle: string }
  >;
  searchAddresses: Remote<
    InferType<typeof searchAddressesInput>,
    { suggestions: AddressSuggestion[] }
  >;
  addressDetails: Remote<InferType<typeof addressDetailsInput>, { address: PlaceAddress | null }>;
  /**
   * The "Talk to us" email. Success answers 202 (what the dialog checks); a send
   * the provider refused is a typed 'unavailable' failure.
   */
  sendOnboardHelpEmail: Remote<InferType<typeof sendOnboardHelpEmailInput>, number>;
  /**
   * Records a file the client uploaded to their media folder once the function
   * has checked the stored object (it exists, its real type fits the variant); recomputes the
   * yard's upload status.
   */
  recordMedia: Remote<InferType<typeof recordMediaInput>, { media: WithId<MediaDoc> }>;
  /** Deletes the client's own media document and its stored file; recomputes the yard's statuses. */
  deleteMedia: Remote<InferType<typeof deleteMediaInput>, { deleted: boolean }>;
  /** Tells staff a client cannot onboard (alert webhook; the log without one). */
  alertCannotOnboard: Remote<InferType<typeof alertCannotOnboardInput>, { alerted: boolean }>;
  sendPasswordResetEmail: Remote<
    InferType<typeof sendPasswordResetEmailInput>,
    { outboxState: OutboxEmailDoc['state'] }
  >;
  /**
   * Feedback on a design (after an additional revision), emailed to the design team with links to
   * the client's own reference photos, and confirmed to the client by email. A send the provider
   * refused is 'unavailable'; the same requestId again is answered without a second email.
   */
  sendDesignFeedback: Remote<InferType<typeof sendDesignFeedbackInput>, DesignFeedbackResult>;
  /** A visitor's design-consultation request, emailed to the design team, who reply by email. */
  requestConsultation: Remote<InferType<typeof requestConsultationInput>, { sent: true }>;
}

export type RemoteCommandName = keyof RemoteCommands;

/** Every callable the web client may call: the pure COMMANDS and the remote ones. */
export type CallableName = CommandName | RemoteCommandName;
export type CallableInput<N extends CallableName> = N extends CommandName
  ? CommandInput<N>
  : N extends RemoteCommandName
    ? RemoteCommands[N]['input']
    : never;
export type CallableOutput<N extends CallableName> = N extends CommandName
  ? CommandOutput<N>
  : N extends RemoteCommandName
    ? RemoteCommands[N]['output']
    : never;
