import { PASSWORD_HINT_TITLE, PASSWORD_REQUIREMENT_SIX_CHARACTERS } from './messages';

/** Minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

export interface PasswordRequirement {
  label: string;
  /** Shown green when met, red when not. */
  met: boolean;
}

export interface PasswordHint {
  title: string;
  requirements: PasswordRequirement[];
}

export function isPasswordLongEnough(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}

/** Error styling only when something was typed and it is too short. */
export function hasPasswordError(password: string): boolean {
  return password.length > 0 && !isPasswordLongEnough(password);
}

/** 'Your password must have at least:' listing 'Six characters', met or not. */
export function passwordHint(password: string): PasswordHint {
  return {
    title: PASSWORD_HINT_TITLE,
    requirements: [
      { label: PASSWORD_REQUIREMENT_SIX_CHARACTERS, met: isPasswordLongEnough(password) },
    ],
  };
}
