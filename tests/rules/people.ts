import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';

// The people the rules tell apart, by uid.

/** A client signed in with email and password, whose documents most cases are about. */
export const OWNER_UID = SAMPLE_CLIENT.uid;
export const OWNER_EMAIL = SAMPLE_CLIENT.email;
/** Another client signed in with email and password. */
export const OTHER_UID = 'other-client';
/** A funnel visitor, signed in anonymously (no email). */
export const VISITOR_UID = 'anonymous-visitor';

export const PEOPLE = ['owner', 'otherClient', 'anonymousVisitor', 'signedOut'] as const;
export type Person = (typeof PEOPLE)[number];

/** Each person's uid; null for nobody signed in. */
export const UID_OF: Record<Person, string | null> = {
  owner: OWNER_UID,
  otherClient: OTHER_UID,
  anonymousVisitor: VISITOR_UID,
  signedOut: null,
};
