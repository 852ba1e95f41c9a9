import { array, boolean, object, string, type InferType } from 'yup';
import { fillCopy } from '../copy/fillCopy';
import { documentIdField } from '../forms/documentId';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { PLANS_MAX_FILES } from '../onboarding/media';
import { oneOf } from './choices';
import {
  NO_PLANS_CONFLICT,
  NO_PLANS_MISSING,
  PLAN_FILE_REPEATED,
  PLAN_FILES_TOO_MANY,
  PLAN_KIND_REQUIRED,
  PLAN_NOTE_MISSING,
  PLAN_NOTE_TOO_LONG,
} from './plansMessages';

// Plans & Drawings (optional step): up to 10 documents (PDF, JPEG or PNG, up to 50 MB; media,
// recorded and deleted by the media commands), each with a kind and an optional note, or
// "I don't have any".

export { PLANS_MAX_FILES };

/** What a file is, in the order the page lists them. */
export const PLAN_KIND_OPTIONS = [
  { value: 'survey-or-plot-plan', label: 'Survey or plot plan' },
  { value: 'hoa-guidelines', label: 'HOA guidelines' },
  { value: 'existing-plans', label: 'Existing plans' },
  { value: 'other', label: 'Other' },
] as const;
export type PlanKind = (typeof PLAN_KIND_OPTIONS)[number]['value'];
export const PLAN_KINDS: readonly PlanKind[] = PLAN_KIND_OPTIONS.map((option) => option.value);

/** Decision: a file's note is at most 300 characters (of the trimmed text, which is saved). */
export const PLAN_NOTE_MAX_LENGTH = 300;

const noteTooLong = fillCopy(PLAN_NOTE_TOO_LONG, { max: PLAN_NOTE_MAX_LENGTH });

/** Why a note cannot be saved, or null. */
export function planNoteError(note: string): string | null {
  return note.trim().length > PLAN_NOTE_MAX_LENGTH ? noteTooLong : null;
}

const planFileSchema = object({
  mediaId: documentIdField('file'),
  kind: string<PlanKind>()
    .required(PLAN_KIND_REQUIRED)
    .oneOf([...PLAN_KINDS], PLAN_KIND_REQUIRED),
  note: string()
    .defined(PLAN_NOTE_MISSING)
    .test(
      'note-length',
      noteTooLong,
      (note: unknown) => typeof note !== 'string' || planNoteError(note) === null,
    ),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/**
 * The answers, for the savePlans command (strict: no coercion, no unknown keys): a kind and note
 * per uploaded file, by its media id, and whether the client has nothing to share.
 */
export const plansAnswersSchema = object({
  files: array(planFileSchema)
    .required(PLAN_KIND_REQUIRED)
    .max(PLANS_MAX_FILES, fillCopy(PLAN_FILES_TOO_MANY, { max: PLANS_MAX_FILES }))
    .test(
      'unique-files',
      PLAN_FILE_REPEATED,
      // Tests run beside the type checks: only a list of well-formed files is compared.
      (files: unknown) => {
        if (!Array.isArray(files)) return true;
        const ids = files.map((file: unknown) => (file as { mediaId?: unknown } | null)?.mediaId);
        if (!ids.every((id) => typeof id === 'string')) return true;
        return new Set(ids).size === ids.length;
      },
    ),
  noneToShare: boolean().required(NO_PLANS_MISSING),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .test(
    'none-or-files',
    NO_PLANS_CONFLICT,
    (answers) => !(answers?.noneToShare === true && (answers.files?.length ?? 0) > 0),
  );

export type PlansAnswers = InferType<typeof plansAnswersSchema>;
export type PlanFileAnswer = PlansAnswers['files'][number];

/** What the command stores: the notes trimmed. */
export function plansAnswersToSave(answers: PlansAnswers): PlansAnswers {
  return {
    files: answers.files.map((file) => ({ ...file, note: file.note.trim() })),
    noneToShare: answers.noneToShare,
  };
}

/**
 * Decision: the step is complete with "I don't have any", or with at least one file uploaded and
 * every uploaded file given its kind.
 */
export function plansComplete(answers: PlansAnswers, uploadedIds: readonly string[]): boolean {
  if (answers.noneToShare) return true;
  const described = new Set(answers.files.map((file) => file.mediaId));
  return uploadedIds.length > 0 && uploadedIds.every((id) => described.has(id));
}

/** The form: each uploaded file's kind and note by its media id, and the tick. */
export interface PlansFormValues {
  files: Record<string, { kind: PlanKind | ''; note: string }>;
  noneToShare: boolean;
}

export const EMPTY_PLANS_FORM: PlansFormValues = { files: {}, noneToShare: false };
export const EMPTY_PLAN_FILE = { kind: '', note: '' } as const;

export interface PlansFormErrors {
  files?: Record<string, { kind?: string; note?: string }>;
}

/** The form's errors at `files.{mediaId}.kind` and `.note`, for the files uploaded now. */
export function plansFormErrors(
  values: PlansFormValues,
  uploadedIds: readonly string[],
): PlansFormErrors {
  const files: NonNullable<PlansFormErrors['files']> = {};
  for (const id of uploadedIds) {
    const file = values.files[id] ?? EMPTY_PLAN_FILE;
    const kind = file.kind === '' ? PLAN_KIND_REQUIRED : undefined;
    const note = planNoteError(file.note) ?? undefined;
    if (kind || note) files[id] = { ...(kind ? { kind } : {}), ...(note ? { note } : {}) };
  }
  return Object.keys(files).length > 0 ? { files } : {};
}

/**
 * What the command is sent, once the form has no errors: every uploaded file (in upload order)
 * with its kind and trimmed note; "I don't have any" only while nothing is uploaded.
 */
export function plansInput(values: PlansFormValues, uploadedIds: readonly string[]): PlansAnswers {
  const files = uploadedIds.flatMap((mediaId) => {
    const file = values.files[mediaId];
    return file && file.kind !== '' ? [{ mediaId, kind: file.kind, note: file.note.trim() }] : [];
  });
  return { files, noneToShare: values.noneToShare && uploadedIds.length === 0 };
}

/** The form filled from saved answers (or a draft); anything unknown in them is left out. */
export function plansFormValuesFrom(saved: unknown): PlansFormValues {
  if (!saved || typeof saved !== 'object') return EMPTY_PLANS_FORM;
  const { files, noneToShare } = saved as Record<string, unknown>;
  // Saved answers list the files; a draft keeps the form's record by media id.
  const entries: [string, unknown][] = Array.isArray(files)
    ? files.map((file: unknown) => [String((file as { mediaId?: unknown })?.mediaId), file])
    : files && typeof files === 'object'
      ? Object.entries(files)
      : [];
  const known = entries.flatMap(([id, file]) => {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(id) || !file || typeof file !== 'object') return [];
    const { kind, note } = file as Record<string, unknown>;
    return [
      [
        id,
        {
          kind: oneOf(PLAN_KINDS, kind) ? kind : ('' as const),
          note: typeof note === 'string' ? note : '',
        },
      ] as const,
    ];
  });
  return { files: Object.fromEntries(known), noneToShare: noneToShare === true };
}

/** Whether two forms hold the same answers (untouched files and surrounding spaces aside). */
export function samePlansForm(a: PlansFormValues, b: PlansFormValues): boolean {
  const described = (values: PlansFormValues) =>
    Object.entries(values.files)
      .filter(([, file]) => file.kind !== '' || file.note.trim() !== '')
      .map(([id, file]) => `${id}:${file.kind}:${file.note.trim()}`)
      .sort();
  const [listA, listB] = [described(a), described(b)];
  return (
    a.noneToShare === b.noneToShare &&
    listA.length === listB.length &&
    listA.every((entry, index) => entry === listB[index])
  );
}
