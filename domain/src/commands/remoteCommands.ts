import type { InferType } from 'yup';
import type { sendPasswordResetEmailInput } from '../account/passwordReset';
import type { addEmailToAbandonedCartInput } from '../checkout/abandonedCart';
import type { updateCartViewInput } from '../checkout/cartView';
import type { updateLifestylePackageInput } from '../checkout/lifestylePackage';
import type { orderCommandInput, OrderCommandResult } from '../checkout/orderCommand';
import type { validateRecaptchaInput } from '../checkout/recaptcha';
import type { completeTestPaymentInput, TestPaymentResult } from '../checkout/testPayment';
import type { AbandonedCartDoc } from '../firestore/commerceDocuments';
import type { OutboxEmailDoc } from '../firestore/documents';
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
  sendPasswordResetEmail: Remote<
    InferType<typeof sendPasswordResetEmailInput>,
    { outboxState: OutboxEmailDoc['state'] }
  >;
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
