import type { ContactInformation, DesignProfileDoc } from '../firestore/documents';
import { QUIZ_STEP_KEYS } from './quiz';
import type { QuizAnswer } from './quizAnswers';

/** The fields a visitor may change on a design profile (PATCH design-profiles/{id}). */
export type DesignProfileField = 'step' | 'contactInformation' | 'questions' | 'howDidYouHear';

const DESIGN_PROFILE_FIELDS: readonly DesignProfileField[] = [
  'step',
  'contactInformation',
  'questions',
  'howDidYouHear',
];

/** A validated patch: contact fields and answers given are changed; everything left out stays. */
export interface DesignProfilePatch {
  step?: number;
  /**
   * null clears a field. Only the position and the place id can be cleared: neither may outlive
   * the picked address they belong to.
   */
  contactInformation?: {
    [K in keyof ContactInformation]?:
      ContactInformation[K] | undefined | (K extends 'latLng' | 'placeId' ? null : never);
  };
  questions?: QuizAnswer[];
  howDidYouHear?: string;
}

export interface DesignProfileChanges {
  /** Only the fields whose value changes; empty when the patch repeats what is saved. */
  changes: Partial<Pick<DesignProfileDoc, DesignProfileField>>;
  changedFields: DesignProfileField[];
}

/** Equality of plain JSON values (what documents hold), whatever the key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The saved contact information with each given field replaced; fields not given are kept. */
export function mergeContactInformation(
  saved: ContactInformation,
  patch: NonNullable<DesignProfilePatch['contactInformation']>,
): ContactInformation {
  const merged: Record<string, unknown> = { ...saved };
  for (const [field, value] of Object.entries(patch)) {
    if (value === null) delete merged[field];
    // latLng is the only object field, and it is flat: a spread copies it.
    else if (value !== undefined) merged[field] = typeof value === 'object' ? { ...value } : value;
  }
  return merged as unknown as ContactInformation;
}

/**
 * The saved answers with each given question's answers replaced (an empty list clears a
 * question); questions not given are kept. Decision: entries are kept in quiz order, and entries
 * of questions the quiz no longer has stay at the end as they were saved.
 */
export function mergeQuizAnswers(
  saved: readonly QuizAnswer[],
  patch: readonly QuizAnswer[],
): QuizAnswer[] {
  const byKey = new Map(saved.map((entry) => [entry.key, entry.answers]));
  for (const entry of patch) byKey.set(entry.key, entry.answers);
  const quizKeys: readonly string[] = QUIZ_STEP_KEYS;
  const ordered = [...quizKeys, ...[...byKey.keys()].filter((key) => !quizKeys.includes(key))];
  return ordered.flatMap((key) => {
    const answers = byKey.get(key);
    return answers === undefined ? [] : [{ key, answers: [...answers] }];
  });
}

/**
 * What a patch changes on a saved profile, field by field: a patch sends changed fields only, and a
 * patch that repeats the saved values (a debounced save sent twice) changes nothing.
 */
export function designProfileChanges(
  saved: DesignProfileDoc,
  patch: DesignProfilePatch,
): DesignProfileChanges {
  const candidate: Pick<DesignProfileDoc, DesignProfileField> = {
    step: patch.step ?? saved.step,
    contactInformation: patch.contactInformation
      ? mergeContactInformation(saved.contactInformation, patch.contactInformation)
      : saved.contactInformation,
    questions: patch.questions
      ? mergeQuizAnswers(saved.questions, patch.questions)
      : saved.questions,
    howDidYouHear: patch.howDidYouHear ?? saved.howDidYouHear,
  };
  const changes: DesignProfileChanges['changes'] = {};
  const changedFields: DesignProfileField[] = [];
  for (const field of DESIGN_PROFILE_FIELDS) {
    if (sameValue(candidate[field], saved[field])) continue;
    changedFields.push(field);
    Object.assign(changes, { [field]: candidate[field] });
  }
  return { changes, changedFields };
}
