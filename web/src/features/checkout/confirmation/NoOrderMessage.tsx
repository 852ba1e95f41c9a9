import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { NO_ORDER_TEXT } from '@yardwise/domain/checkout/messages';
import { Link as RouterLink } from 'react-router-dom';
import { PACKAGES_PATH } from '@yardwise/domain/routes/paths';
import { brand } from '@web/ui/brand';

/** Shown on the confirmation page when this browser holds no payment to confirm. */
export function NoOrderMessage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {NO_ORDER_TEXT.heading}
      </Heading>
      <Text>{NO_ORDER_TEXT.body}</Text>
      <Text>
        <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
          <RouterLink to={PACKAGES_PATH}>{NO_ORDER_TEXT.packagesLink}</RouterLink>
        </Link>
      </Text>
      <Text color="fg.muted">
        {NO_ORDER_TEXT.support}{' '}
        <Link href={`mailto:${brand.supportEmail}`} color="brand.fg" textDecoration="underline">
          {brand.supportEmail}
        </Link>
        .
      </Text>
    </Stack>
  );
}
