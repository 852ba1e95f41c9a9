import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { lotSizeLabel } from '@yardwise/domain/catalog/lotSizes';
import { packageDisplayName } from '@yardwise/domain/catalog/packageNames';
import { recommendPackage } from '@yardwise/domain/funnel/recommendation';
import { brand } from '../../../ui/brand';
import { PrimaryButton, StepLayout } from '../StepLayout';
import type { StepProps } from '../stepProps';

/** The checkout start page with the recommended package and lot size (checkout §2 query parameters). */
export function checkoutStartPath(packageKey: string, lotSize: string): string {
  const query = new URLSearchParams({ package: packageKey, lotsize: lotSize });
  return `/create-account?${query.toString()}`;
}

/** recommended-package: the package from the quiz answers, PURCHASE and a mail link to the team. */
export function RecommendedPackageStep({
  copy,
  navigation,
  profile,
  completion,
}: StepProps & {
  completion: number | null;
}) {
  const { packageKey, lotSize } = recommendPackage(profile.questions);
  return (
    <StepLayout
      title={copy.title}
      completion={completion}
      onBack={navigation.previous ? navigation.goBack : null}
    >
      <Box borderWidth="2px" borderColor="brand.solid" borderRadius="lg" p={{ base: '5', md: '8' }}>
        <Stack gap="2">
          <Heading as="h2" size="2xl" color="brand.solid">
            {packageDisplayName(packageKey)}
          </Heading>
          <Text fontSize="lg">{lotSizeLabel(lotSize)}</Text>
        </Stack>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
        <PrimaryButton onClick={() => navigation.leave(checkoutStartPath(packageKey, lotSize))}>
          {copy.buttonText}
        </PrimaryButton>
        {copy.secondary ? (
          <Link
            href={`mailto:${brand.supportEmail}`}
            fontWeight="semibold"
            minH="12"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            color="brand.solid"
            textDecoration="underline"
          >
            {copy.secondary.text}
          </Link>
        ) : null}
      </Stack>
    </StepLayout>
  );
}
