import { string } from 'yup';
import { REQUEST_ID_INVALID } from './messages';

// A message sent to the team carries the id of its sending attempt: the page makes one per
// message (a random UUID) and keeps it until the message is sent, so a doubled click or a retry
// after a lost answer is the same request, and the team gets one email.

export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export function requestIdField() {
  return string()
    .typeError(REQUEST_ID_INVALID)
    .required(REQUEST_ID_INVALID)
    .matches(REQUEST_ID_PATTERN, REQUEST_ID_INVALID);
}

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}
