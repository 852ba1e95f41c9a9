import { PASSWORD_HINT, PASSWORD_RULE_SIX_CHARACTERS } from './messages';

/** checkout §5, §9: a password has at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;

export function isPasswordLongEnough(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}

export interface PasswordFieldState {
  /** Error styling shows when the field is non-empty and too short. */
  error: boolean;
  hint: string;
  /** 'Six characters', shown green when met and red when not. */
  rules: { label: string; met: boolean }[];
}

export function passwordFieldState(password: string): PasswordFieldState {
  const met = isPasswordLongEnough(password);
  return {
    error: password.length > 0 && !met,
    hint: PASSWORD_HINT,
    rules: [{ label: PASSWORD_RULE_SIX_CHARACTERS, met }],
  };
}
