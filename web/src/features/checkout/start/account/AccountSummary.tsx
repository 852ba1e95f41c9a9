import { Stack, Text } from '@chakra-ui/react';
import type { SessionUser } from '@web/data/types';
import { SIGNED_IN_AS } from '@web/features/checkout/start/startPageCopy';

/** A signed-in user sees who they are instead of the account form. */
export function AccountSummary({ user }: { user: SessionUser }) {
  return (
    <Stack gap="1" data-testid="account-summary">
      <Text color="fg.muted">{SIGNED_IN_AS}</Text>
      {user.displayName ? (
        <Text fontWeight="semibold" fontSize="lg">
          {user.displayName}
        </Text>
      ) : null}
      <Text fontSize="lg">{user.email}</Text>
    </Stack>
  );
}
