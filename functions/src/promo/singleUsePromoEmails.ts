import { COLLECTIONS } from '@yardwise/domain/firestore/collections';

export type { SingleUsePromoEmailDoc } from '@yardwise/domain/firestore/commerceDocuments';

/** Decision: a collection of its own that no client reads (the rules deny everything not listed). */
export const SINGLE_USE_PROMO_EMAILS = COLLECTIONS.singleUsePromoEmails;

export { emailKey } from '../security/emailKey';
