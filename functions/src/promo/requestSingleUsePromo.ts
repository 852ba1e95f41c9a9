import { randomBytes } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { trackingEmail } from '@yardwise/domain/funnel/email';
import { requestSingleUsePromoInput } from '@yardwise/domain/promo/schemas';
import {
  SINGLE_USE_CODE_RANDOM_LENGTH,
  singleUseCodeFrom,
  singleUsePromoRecord,
  type RequestSingleUsePromoResult,
} from '@yardwise/domain/promo/singleUseCode';
import { mayClaimSingleUsePromo, promoCookie } from '@yardwise/domain/promo/singleUsePromo';
import { createMarketingEmail } from '../adapters/marketing/marketingEmail';
import { callableCommand } from '../commands/callableCommand';
import { MARKETING_EMAIL_API_KEY } from '../config';
import { logError } from '../logs';
import { enforceRateLimit } from '../security/rateLimiter';
import {
  emailKey,
  SINGLE_USE_PROMO_EMAILS,
  type SingleUsePromoEmailDoc,
} from './singleUsePromoEmails';

/** gRPC status of a create whose document exists. */
const ALREADY_EXISTS = 6;

/** A fresh random code is tried this often before the request fails (a clash is ~1 in 10^12). */
const CODE_ATTEMPTS = 5;

/**
 * Decision: a code whose hand-off is still unrecorded this long after it was issued belongs to a
 * request that died (a callable runs at most a minute): its caller may pick it up again.
 */
const UNFINISHED_HAND_OFF_MS = 2 * 60 * 1000;

/**
 * Whether the seen-record is the caller's own code from a request that died before recording the
 * hand-off: without it the code would be lost to both the customer and the marketing system.
 */
function isUnfinishedHandOff(seen: SingleUsePromoEmailDoc, uid: string, now: Date): boolean {
  return (
    seen.uid === uid &&
    seen.marketingHandOff === undefined &&
    now.getTime() - Date.parse(seen.createdAt) >= UNFINISHED_HAND_OFF_MS
  );
}

/** The caller's unexpired code of a request that died part-way, or null. */
async function unfinishedCode(
  db: Firestore,
  tx: Transaction,
  seen: SingleUsePromoEmailDoc,
  uid: string,
  now: Date,
): Promise<PromoCodeDoc | null> {
  if (!isUnfinishedHandOff(seen, uid, now)) return null;
  const code = (await tx.get(db.collection('codes').doc(seen.code))).data() as
    PromoCodeDoc | undefined;
  return code?.endTime && Date.parse(code.endTime) > now.getTime() ? code : null;
}

async function freeCode(db: Firestore, tx: Transaction): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = singleUseCodeFrom(randomBytes(SINGLE_USE_CODE_RANDOM_LENGTH));
    if (!(await tx.get(db.collection('codes').doc(code))).exists) return code;
  }
  throw new Error('No free single-use promo code was found');
}

/**
 * Issues the code in one transaction: the seen-record and the code are created together, so two
 * parallel requests for one email create one code (the second sees the record and gets nothing).
 * The caller's own code whose request died before handing it over is issued again.
 */
async function issueCode(
  db: Firestore,
  email: string,
  uid: string,
  now: Date,
): Promise<PromoCodeDoc | null> {
  const seenRef = db.collection(SINGLE_USE_PROMO_EMAILS).doc(emailKey(email));
  const byCaller = db.collection(SINGLE_USE_PROMO_EMAILS).where('uid', '==', uid).limit(1);
  const issue = db.runTransaction(async (tx) => {
    const [seen, earlier] = await Promise.all([tx.get(seenRef), tx.get(byCaller)]);
    if (seen.exists) {
      return unfinishedCode(db, tx, seen.data() as SingleUsePromoEmailDoc, uid, now);
    }
    if (!earlier.empty) return null;
    const code = await freeCode(db, tx);
    const record = singleUsePromoRecord(code, email, now);
    const seenRecord: SingleUsePromoEmailDoc = { code, uid, createdAt: now.toISOString() };
    // The seen-record first: it is the guard (an emulator that applies writes one by one then
    // stops before creating a second code).
    tx.create(seenRef, seenRecord);
    tx.create(db.collection('codes').doc(code), record);
    return record;
  });
  // A parallel request for the same email created the record first (an emulator reports this as
  // ALREADY_EXISTS where Firestore would retry the transaction): the email has been seen.
  return issue.catch((error: unknown) => {
    if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) return null;
    throw error;
  });
}

/** Whether the address is the caller's own: their account email or one of their design profiles'. */
/**
 * The single-use promo flow: an email already seen gets nothing; otherwise a single-use code is
 * created and handed to the email-marketing system (POST, then PUT), and the client gets what it
 * needs for the 7-day promo cookie. Access: any visitor, but an offer goes only to the caller's
 * own verified account email (mayClaimSingleUsePromo), within the per-caller and per-email
 * limits, so nobody can take, use up, or mail another person's offer. Decision: when both POST and PUT fail the code is kept (the customer
 * still has it through the cookie) and the failure is logged and recorded on the seen-record.
 */
export const requestSingleUsePromo = callableCommand({
  name: 'requestSingleUsePromo',
  access: 'visitor',
  input: requestSingleUsePromoInput,
  options: { secrets: [MARKETING_EMAIL_API_KEY] },
  async handler({ input, caller, db, now }): Promise<RequestSingleUsePromoResult> {
    const email = trackingEmail(input.email);
    // Every call counts for the caller, so nobody can try address after address.
    await enforceRateLimit(db, 'requestSingleUsePromo', caller.uid, now);
    if (!mayClaimSingleUsePromo(email, caller)) return { issued: false };
    // Counted only for callers who claim the address, so strangers cannot use up its owner's calls.
    await enforceRateLimit(db, 'requestSingleUsePromoPerEmail', emailKey(email), now);
    const issued = await issueCode(db, email, caller.uid, now);
    if (!issued) return { issued: false };

    const handOff = await createMarketingEmail().handOffPromoCode(email, issued.code);
    const marketingHandOff: SingleUsePromoEmailDoc['marketingHandOff'] = handOff.delivered
      ? handOff.method
      : 'standIn' in handOff
        ? 'LOCAL_STAND_IN'
        : 'FAILED';
    if (!handOff.delivered && 'failures' in handOff) {
      logError('The single-use promo code could not be handed to the marketing system', {
        uid: caller.uid,
        promoCode: issued.code,
        failures: handOff.failures,
      });
    }
    await db.collection(SINGLE_USE_PROMO_EMAILS).doc(emailKey(email)).update({ marketingHandOff });

    return {
      issued: true,
      code: issued.code,
      endTime: issued.endTime!,
      cookie: promoCookie(issued.code),
    };
  },
});
