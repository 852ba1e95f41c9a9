import { Link, VisuallyHidden } from '@chakra-ui/react';
import { ACCOUNT_STEP_BUTTONS } from '@yardwise/domain/account/messages';
import { OPENS_IN_NEW_TAB, PASSWORD_RESET_HREF } from './accountCopy';

/** 'Forgot password?' opens the project site's password-reset page in a new tab. */
export function ForgotPasswordLink() {
  return (
    <Link
      href={PASSWORD_RESET_HREF}
      target="_blank"
      rel="noopener noreferrer"
      textDecoration="underline"
      py="2"
    >
      {ACCOUNT_STEP_BUTTONS.forgotPassword}
      <VisuallyHidden> {OPENS_IN_NEW_TAB}</VisuallyHidden>
    </Link>
  );
}
