import { array, boolean, object, string, type InferType } from 'yup';
import { fillCopy } from '../copy/fillCopy';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { LANDSCAPE_INSPIRATION_MAX_PHOTOS } from '../onboarding/media';
import {
  LINK_EMPTY,
  LINK_INVALID,
  LINK_NOT_HTTPS,
  LINK_REPEATED,
  LINK_TOO_LONG,
  LINKS_TOO_MANY,
  NO_INSPIRATION_CONFLICT,
  NO_INSPIRATION_MISSING,
} from './inspirationMessages';

// My Inspiration (optional step): up to 10 landscape photos with a comment each (media, recorded
// and commented by the media commands), up to 5 links to boards or articles, or "I don't have any".

export { LANDSCAPE_INSPIRATION_MAX_PHOTOS };
/** At most this many links. */
export const INSPIRATION_MAX_LINKS = 5;
/** Decision: a link is at most 500 characters; board and article addresses are far shorter. */
export const LINK_MAX_LENGTH = 500;

/** A host name: dot-separated labels of letters, digits and inner dashes, ending in a word. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** What may follow the host: a path, query or fragment, without spaces, quotes or angle brackets. */
const REST = /^(?:[/?#][^\s"<>\\^`{|}]*)?$/;

/**
 * Why a link (trimmed) cannot be saved, or null. Decision: a link is an https address with a named
 * host (no bare IPs or localhost, no user name or password in it), as a board or article has.
 */
export function linkError(link: string): string | null {
  const text = link.trim();
  if (text === '') return LINK_EMPTY;
  if (text.length > LINK_MAX_LENGTH) return fillCopy(LINK_TOO_LONG, { max: LINK_MAX_LENGTH });
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1];
  if (scheme === undefined)
    return /^[^\s/]+\.[a-z]{2,}/i.test(text) ? LINK_NOT_HTTPS : LINK_INVALID;
  if (scheme.toLowerCase() !== 'https') return LINK_NOT_HTTPS;
  const match = /^https:\/\/([^/?#]*)(.*)$/is.exec(text);
  if (!match) return LINK_INVALID;
  const [, authority, rest] = match;
  const host = authority!.replace(/:(\d{1,5})$/, '');
  return HOST.test(host) && REST.test(rest!) ? null : LINK_INVALID;
}

/** Links are the same when they differ only in the case of their scheme and host. */
export function sameLink(a: string, b: string): boolean {
  const key = (link: string) =>
    link.trim().replace(/^https:\/\/[^/?#]*/i, (origin) => origin.toLowerCase());
  return key(a) === key(b);
}

const repeatsEarlier = (links: readonly string[], index: number) =>
  links.slice(0, index).some((earlier) => sameLink(earlier, links[index]!));

/**
 * The answers, for the saveInspiration command (strict: no coercion, no unknown keys): the links,
 * and whether the client has nothing to share. The photos are media, counted by the command.
 */
export const inspirationAnswersSchema = object({
  links: array(
    string()
      .defined(LINK_EMPTY)
      // Tests run beside the type check: a value that is no text is the type check's to refuse.
      .test('link', (link: unknown, context) => {
        if (typeof link !== 'string') return true;
        const error = linkError(link);
        return error ? context.createError({ message: error }) : true;
      }),
  )
    .required(LINK_EMPTY)
    .max(INSPIRATION_MAX_LINKS, fillCopy(LINKS_TOO_MANY, { max: INSPIRATION_MAX_LINKS }))
    .test(
      'unique-links',
      LINK_REPEATED,
      (links: unknown) =>
        !Array.isArray(links) ||
        !links.every((link) => typeof link === 'string') ||
        links.every((_, index) => !repeatsEarlier(links as string[], index)),
    ),
  noneToShare: boolean().required(NO_INSPIRATION_MISSING),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .test(
    'none-or-links',
    NO_INSPIRATION_CONFLICT,
    (answers) => !(answers?.noneToShare === true && (answers.links?.length ?? 0) > 0),
  );

export type InspirationAnswers = InferType<typeof inspirationAnswersSchema>;

/** What the command stores: the links trimmed. */
export function inspirationAnswersToSave(answers: InspirationAnswers): InspirationAnswers {
  return { links: answers.links.map((link) => link.trim()), noneToShare: answers.noneToShare };
}

/**
 * Decision: the step is complete with at least one photo or link, or with "I don't have any"; the
 * client cannot say they have none while they have photos (the command refuses it).
 */
export function inspirationComplete(answers: InspirationAnswers, photoCount: number): boolean {
  return answers.noneToShare || answers.links.length > 0 || photoCount > 0;
}

/** The form: the link boxes as typed (an empty box is dropped on save) and the tick. */
export interface InspirationFormValues {
  links: string[];
  noneToShare: boolean;
}

export const EMPTY_INSPIRATION_FORM: InspirationFormValues = { links: [], noneToShare: false };

export interface InspirationFormErrors {
  /** One entry per link box (undefined where it is fine). */
  links?: (string | undefined)[];
}

/** The links the form sends: every box with something in it. */
const filledLinks = (values: InspirationFormValues) =>
  values.links.filter((link) => link.trim() !== '');

/** Each link box's error; empty boxes are fine (they are dropped), repeats are marked. */
export function inspirationFormErrors(values: InspirationFormValues): InspirationFormErrors {
  const errors = values.links.map((link, index) => {
    if (link.trim() === '') return undefined;
    return linkError(link) ?? (repeatsEarlier(values.links, index) ? LINK_REPEATED : undefined);
  });
  return errors.some(Boolean) ? { links: errors } : {};
}

/**
 * What the command is sent: the filled links, and "I don't have any" only while nothing was added
 * (the page offers it only then; a stale tick is not sent).
 */
export function inspirationInput(
  values: InspirationFormValues,
  photoCount: number,
): InspirationAnswers {
  const links = filledLinks(values).map((link) => link.trim());
  return { links, noneToShare: values.noneToShare && links.length === 0 && photoCount === 0 };
}

/** The form filled from saved answers (or a draft); anything unknown in them is left out. */
export function inspirationFormValuesFrom(saved: unknown): InspirationFormValues {
  if (!saved || typeof saved !== 'object') return EMPTY_INSPIRATION_FORM;
  const { links, noneToShare } = saved as Record<string, unknown>;
  return {
    links: Array.isArray(links)
      ? links
          .filter((link): link is string => typeof link === 'string')
          .slice(0, INSPIRATION_MAX_LINKS)
      : [],
    noneToShare: noneToShare === true,
  };
}

/** Whether two forms hold the same answers (empty boxes and surrounding spaces aside). */
export function sameInspirationForm(a: InspirationFormValues, b: InspirationFormValues): boolean {
  const linksA = filledLinks(a).map((link) => link.trim());
  const linksB = filledLinks(b).map((link) => link.trim());
  return (
    a.noneToShare === b.noneToShare &&
    linksA.length === linksB.length &&
    linksA.every((link, index) => link === linksB[index])
  );
}
