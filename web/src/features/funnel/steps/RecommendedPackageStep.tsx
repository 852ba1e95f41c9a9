import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { lotSizeLabel } from '@yardwise/domain/catalog/lotSizes';
import { packageDisplayName } from '@yardwise/domain/catalog/packageNames';
import { recommendPackage } from '@yardwise/domain/funnel/recommendation';
import { brand } from '../../../ui/brand';
import { PrimaryButton, StepLayout } from '../StepLayout';
import type { StepProps } from '../stepProps';

/** The package and lot size as the checkout start page reads them (checkout §2 query parameters). */
export function checkoutQuery(packageKey: string, lotSize: string): string {
  return `?${new URLSearchParams({ package: packageKey, lotsize: lotSize }).toString()}`;
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
  // v1 and v2 go on to their own account step; every other version hands over to the checkout.
  const purchase = () => {
    const search = checkoutQuery(packageKey, lotSize);
    if (navigation.next) navigation.goNext({ search });
    else navigation.leave(`/create-account${search}`);
  };
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
        <PrimaryButton onClick={purchase}>{copy.buttonText}</PrimaryButton>
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
