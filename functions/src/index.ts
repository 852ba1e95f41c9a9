// Exports only: each callable's name is the command name the web client calls.
import { COMMANDS } from '@yardwise/domain/commands/registry';
import { commandFunction } from './commands/commandFunction';

export const acceptTerms = commandFunction(COMMANDS.acceptTerms);
export const createDesignProfile = commandFunction(COMMANDS.createDesignProfile);
export const updateDesignProfile = commandFunction(COMMANDS.updateDesignProfile);
export const updateProfile = commandFunction(COMMANDS.updateProfile);

export { createOrder } from './orders/createOrder';
export { updateOrder } from './orders/updateOrder';
export { stripeWebhook } from './payments/stripeWebhook';
export { completeTestPayment } from './payments/completeTestPayment';
export { lookupPromoCode } from './promo/lookupPromoCode';
export { requestSingleUsePromo } from './promo/requestSingleUsePromo';
export { addEmailToAbandonedCartMailingList } from './carts/addEmailToAbandonedCartMailingList';
export { abandonedCartEmails } from './carts/abandonedCartSchedule';
export { updateCartView } from './leads/updateCartView';
export { validateRecaptcha } from './leads/validateRecaptcha';
export { updateLifestylePackage } from './account/updateLifestylePackage';
export { sendPasswordResetEmail } from './account/sendPasswordResetEmail';
export { searchAddresses } from './places/searchAddresses';
export { addressDetails } from './places/addressDetails';
