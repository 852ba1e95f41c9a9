// Exports only: each callable's name is the command name the web client calls.
import { COMMANDS } from '@yardwise/domain/commands/registry';
import { commandFunction } from './commands/commandFunction';

export const catalogPrices = commandFunction(COMMANDS.catalogPrices);
export const acceptTerms = commandFunction(COMMANDS.acceptTerms);
export const createDesignProfile = commandFunction(COMMANDS.createDesignProfile);
export const updateDesignProfile = commandFunction(COMMANDS.updateDesignProfile);
export const updateProfile = commandFunction(COMMANDS.updateProfile);
export const startOnboarding = commandFunction(COMMANDS.startOnboarding);
export const activateYard = commandFunction(COMMANDS.activateYard);
export const deactivateYard = commandFunction(COMMANDS.deactivateYard);
export const swapYards = commandFunction(COMMANDS.swapYards);
export const setYardStepStatus = commandFunction(COMMANDS.setYardStepStatus);
export const setYardSloped = commandFunction(COMMANDS.setYardSloped);
export const setYardPriorities = commandFunction(COMMANDS.setYardPriorities);
export const verifyInformation = commandFunction(COMMANDS.verifyInformation);
export const setBudgetStepComplete = commandFunction(COMMANDS.setBudgetStepComplete);
export const setExteriorDesignStepComplete = commandFunction(
  COMMANDS.setExteriorDesignStepComplete,
);
export const setCurrentStep = commandFunction(COMMANDS.setCurrentStep);
export const resetOnboarding = commandFunction(COMMANDS.resetOnboarding);
export const updateMediaDescription = commandFunction(COMMANDS.updateMediaDescription);
export const createChecklistResponse = commandFunction(COMMANDS.createChecklistResponse);
export const updateChecklistResponse = commandFunction(COMMANDS.updateChecklistResponse);
export const deleteChecklistResponse = commandFunction(COMMANDS.deleteChecklistResponse);
export const updateResponseOrder = commandFunction(COMMANDS.updateResponseOrder);
export const recalculateWishListEstimate = commandFunction(COMMANDS.recalculateWishListEstimate);
export const saveBudget = commandFunction(COMMANDS.saveBudget);
export const submitBudgetIntent = commandFunction(COMMANDS.submitBudgetIntent);
export { listColors } from './exterior/listColors';
export const createColorResponse = commandFunction(COMMANDS.createColorResponse);
export const deleteColorResponse = commandFunction(COMMANDS.deleteColorResponse);
export const setExteriorPaintDesired = commandFunction(COMMANDS.setExteriorPaintDesired);
export const completeStyleQuiz = commandFunction(COMMANDS.completeStyleQuiz);
export const completeExteriorDesign = commandFunction(COMMANDS.completeExteriorDesign);
export const saveGoals = commandFunction(COMMANDS.saveGoals);
export const saveInspiration = commandFunction(COMMANDS.saveInspiration);
export const savePlans = commandFunction(COMMANDS.savePlans);
export const savePreferences = commandFunction(COMMANDS.savePreferences);
export const savePlants = commandFunction(COMMANDS.savePlants);
export const saveInstallationDetails = commandFunction(COMMANDS.saveInstallationDetails);
// Runs COMMANDS.submitProject with the design team's address, then sends the emails it queued.
export { submitProject } from './laterSteps/submitProject';

export { createOrder } from './orders/createOrder';
export { updateOrder } from './orders/updateOrder';
export { stripeWebhook } from './payments/stripeWebhook';
export { completeTestPayment } from './payments/completeTestPayment';
export { lookupPromoCode } from './promo/lookupPromoCode';
export { requestSingleUsePromo } from './promo/requestSingleUsePromo';
export { addEmailToAbandonedCartMailingList } from './carts/addEmailToAbandonedCartMailingList';
export { abandonedCartEmails } from './carts/abandonedCartSchedule';
export { expireCodeReservations } from './orders/reservationExpirySchedule';
export { deleteUnrecordedUploadsDaily } from './media/unrecordedUploadsSchedule';
export { updateCartView } from './leads/updateCartView';
export { validateRecaptcha } from './leads/validateRecaptcha';
export { updateLifestylePackage } from './account/updateLifestylePackage';
export { sendPasswordResetEmail } from './account/sendPasswordResetEmail';
export { searchAddresses } from './places/searchAddresses';
export { addressDetails } from './places/addressDetails';
export { recordMedia } from './media/recordMedia';
export { alertCannotOnboard } from './onboarding/alertCannotOnboard';
export { deleteMedia } from './media/deleteMedia';
export { sendOnboardHelpEmail } from './help/sendOnboardHelpEmail';
export { sendDesignFeedback } from './contact/sendDesignFeedback';
export { requestConsultation } from './contact/requestConsultation';
export { processUploadedPhoto } from './media/processUploadedPhoto';
