import { Box, Stack, Text } from '@chakra-ui/react';
import {
  paymentReversalNotice,
  REVERSAL_NOTICE_HEADING,
} from '@yardwise/domain/checkout/reversalNotice';
import { brand } from '@web/ui/brand';

/**
 * Above every onboarding page once one of the client's payments was refunded or disputed: the
 * same facts as the confirmation page, for a client who comes back here instead.
 */
export function PaymentReversalNote({ record }: { record: unknown }) {
  const notice = paymentReversalNotice(record, brand.supportEmail);
  if (!notice) return null;
  return (
    <Box
      as="aside"
      aria-label={REVERSAL_NOTICE_HEADING}
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      rounded="md"
      p="4"
      mb="6"
    >
      <Stack gap="2">
        <Text fontWeight="semibold">{REVERSAL_NOTICE_HEADING}</Text>
        <Text>{notice}</Text>
      </Stack>
    </Box>
  );
}
