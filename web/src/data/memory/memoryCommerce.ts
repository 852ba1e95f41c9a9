import type { RemoteCommandName } from '@yardwise/domain/commands/remoteCommands';
import { memoryCompleteTestPayment } from './memoryPayments';
import {
  memoryAddEmailToAbandonedCart,
  memorySendPasswordResetEmail,
  memoryUpdateCartView,
  memoryValidateRecaptcha,
} from './memoryLeads';
import { memoryCreateOrder, memoryUpdateOrder } from './memoryOrders';
import { memoryLookupPromoCode, memoryRequestSingleUsePromo } from './memoryPromo';
import type { MemoryRemoteCommand } from './memoryRemoteCommand';

/**
 * The preview's stand-ins for the commerce callables, so a whole checkout runs without a backend:
 * order, promo code, test payment and the account setup after it, with the functions' rules.
 */
export const MEMORY_COMMERCE_COMMANDS: { [N in RemoteCommandName]?: MemoryRemoteCommand<N> } = {
  createOrder: memoryCreateOrder,
  updateOrder: memoryUpdateOrder,
  completeTestPayment: memoryCompleteTestPayment,
  lookupPromoCode: memoryLookupPromoCode,
  requestSingleUsePromo: memoryRequestSingleUsePromo,
  validateRecaptcha: memoryValidateRecaptcha,
  updateCartView: memoryUpdateCartView,
  addEmailToAbandonedCartMailingList: memoryAddEmailToAbandonedCart,
  sendPasswordResetEmail: memorySendPasswordResetEmail,
};
