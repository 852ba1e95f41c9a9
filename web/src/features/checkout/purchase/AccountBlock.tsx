import { useId } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CHECKOUT_LABELS } from '@yardwise/domain/checkout/messages';
import { PURCHASE_COPY } from './purchaseCopy';
import { CheckoutCard } from '@web/features/checkout/CheckoutCard';

interface AccountBlockProps {
  name: string;
  email: string;
  /** Hidden once the order can no longer change (after NEXT). */
  onChange: (() => void) | null;
}

/** The account block: who is buying, with a Change button back to the account step. */
export function AccountBlock({ name, email, onChange }: AccountBlockProps) {
  const headingId = useId();
  return (
    <CheckoutCard labelledBy={headingId}>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="1" minW="0">
          <Heading as="h2" id={headingId} size="md">
            {PURCHASE_COPY.account}
          </Heading>
          {name ? <Text fontWeight="semibold">{name}</Text> : null}
          <Text wordBreak="break-word">{email}</Text>
        </Stack>
        {onChange ? (
          <Button variant="outline" size="md" minH="11" onClick={onChange}>
            {CHECKOUT_LABELS.change}
          </Button>
        ) : null}
      </HStack>
    </CheckoutCard>
  );
}
