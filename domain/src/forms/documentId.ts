import { string } from 'yup';

/** Firestore document ids are at most 1,500 bytes; ours are short slugs or auto ids. */
export const DOCUMENT_ID_MAX_LENGTH = 128;

// Decision: ids in inputs are letters, digits, _ and - (no "/", "..", or reserved "__" ids).
const DOCUMENT_ID_PATTERN = /^(?!__)[A-Za-z0-9_-]+$/;

/** A required document id field for command input schemas; `label` names it in messages. */
export function documentIdField(label: string) {
  return string()
    .typeError(`That ${label} id is not valid.`)
    .required(`Please say which ${label}.`)
    .max(DOCUMENT_ID_MAX_LENGTH, `That ${label} id is too long.`)
    .matches(DOCUMENT_ID_PATTERN, `That ${label} id is not valid.`);
}

export function isDocumentId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= DOCUMENT_ID_MAX_LENGTH &&
    DOCUMENT_ID_PATTERN.test(value)
  );
}
