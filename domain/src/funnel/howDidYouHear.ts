import {
  HOW_DID_YOU_HEAR_LABEL_OPTIONAL,
  HOW_DID_YOU_HEAR_LABEL_REQUIRED,
  HOW_DID_YOU_HEAR_REQUIRED_ERROR,
} from './messages';

/** The how-did-you-hear options, in display order. */
export const HOW_DID_YOU_HEAR_OPTIONS = [
  'Friend or neighbor',
  'Instagram',
  'Facebook',
  'Google',
  'Pinterest',
  'Nextdoor',
  'Television/Streaming',
  'Podcast',
  'Mail',
  'Press Mention',
  'Other',
] as const;
export type HowDidYouHearOption = (typeof HOW_DID_YOU_HEAR_OPTIONS)[number];

export function isHowDidYouHearOption(value: string): value is HowDidYouHearOption {
  return (HOW_DID_YOU_HEAR_OPTIONS as readonly string[]).includes(value);
}

/** The label loses "(Optional)" when the answer is required. */
export function howDidYouHearLabel(required: boolean): string {
  return required ? HOW_DID_YOU_HEAR_LABEL_REQUIRED : HOW_DID_YOU_HEAR_LABEL_OPTIONAL;
}

/** The error for a selected value: one of the options, or empty when not required. */
export function howDidYouHearError(value: string, required: boolean): string | null {
  if (value === '') return required ? HOW_DID_YOU_HEAR_REQUIRED_ERROR : null;
  return isHowDidYouHearOption(value) ? null : HOW_DID_YOU_HEAR_REQUIRED_ERROR;
}
