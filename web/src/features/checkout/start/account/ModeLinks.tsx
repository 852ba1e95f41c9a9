import { Link, Stack, Text } from '@chakra-ui/react';
import type { AccountMode } from '@yardwise/domain/account/accountMode';
import type { AccountStepCopy } from '@yardwise/domain/account/accountStep';
import { ForgotPasswordLink } from '@web/ui/account/ForgotPasswordLink';

export interface ModeLinksProps {
  copy: Pick<AccountStepCopy, 'toggle' | 'forgotPasswordVisible'>;
  onSwitch(to: AccountMode): void;
}

/** The 'Sign up' / 'Login' toggle and 'Forgot password?'. */
export function ModeLinks({ copy, onSwitch }: ModeLinksProps) {
  const { toggle } = copy;
  return (
    <Stack gap="2" align="center" textAlign="center">
      {toggle ? (
        <Text>
          {toggle.prompt}{' '}
          {/* A button, not a link: it changes the form rather than going anywhere. */}
          <Link asChild fontWeight="semibold" textDecoration="underline" py="2">
            <button type="button" onClick={() => onSwitch(toggle.to)}>
              {toggle.linkText}
            </button>
          </Link>
        </Text>
      ) : null}
      {copy.forgotPasswordVisible ? <ForgotPasswordLink /> : null}
    </Stack>
  );
}
