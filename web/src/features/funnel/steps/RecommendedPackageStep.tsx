import { useId } from 'react';
import { Box, Flex, Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lotSizeLabel } from '@yardwise/domain/catalog/lotSizes';
import { packageIncludes } from '@yardwise/domain/catalog/packageIncludes';
import { packageDisplayName } from '@yardwise/domain/catalog/packageNames';
import type { LotSize, PackageKey } from '@yardwise/domain/catalog/catalog';
import { RECOMMENDATION_TEXT } from '@yardwise/domain/funnel/messages';
import { recommendedPriceDisplay, recommendPackage } from '@yardwise/domain/funnel/recommendation';
import { useCommandAnswer } from '@web/data/useCommandAnswer';
import { brand } from '@web/ui/brand';
import { PackageIllustrationSlot } from '@web/ui/packageIllustrationSlot';
import { PrimaryButton, StepLayout } from '@web/features/funnel/StepLayout';
import type { StepProps } from '@web/features/funnel/stepProps';

/** The package and lot size as the checkout start page reads them. */
export function checkoutQuery(packageKey: string, lotSize: string): string {
  return `?${new URLSearchParams({ package: packageKey, lotsize: lotSize }).toString()}`;
}

/**
 * The package's price for the lot, from the same catalogue the checkout charges; read when the
 * recommendation opens, so the landing page downloads none of it.
 */
function RecommendedPrice({ packageKey, lotSize }: { packageKey: PackageKey; lotSize: LotSize }) {
  const answer = useCommandAnswer('catalogPrices', { packageKey, lotSize });
  if (answer.status === 'loading') {
    return (
      <>
        <Text srOnly>{RECOMMENDATION_TEXT.priceLoading}</Text>
        <Skeleton height="10" width="40" aria-hidden="true" />
      </>
    );
  }
  const price = recommendedPriceDisplay(answer.data?.packagePriceCents);
  if (price === null) {
    return <Text color="fg.muted">{RECOMMENDATION_TEXT.priceUnavailable}</Text>;
  }
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">
        {RECOMMENDATION_TEXT.priceLabel}
      </Text>
      <Text fontSize="3xl" fontWeight="bold" fontVariantNumeric="tabular-nums" lineHeight="short">
        {price}
      </Text>
    </Stack>
  );
}

/** What the package includes, as a short list for homeowners. */
function PackageIncludes({ packageKey }: { packageKey: PackageKey }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" id={headingId} size="md">
        {RECOMMENDATION_TEXT.includesHeading}
      </Heading>
      <List.Root gap="2" ps="5">
        {packageIncludes(packageKey).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
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
      <Box
        data-testid="recommended-package"
        borderWidth="2px"
        borderColor="brand.solid"
        borderRadius="lg"
        p={{ base: '5', md: '8' }}
      >
        <Stack gap="6">
          <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '4', sm: '6' }}>
            <PackageIllustrationSlot packageKey={packageKey} />
            <Stack gap="3" flex="1" minW="0">
              <Stack gap="1">
                <Heading as="h2" size="2xl" color="brand.solid">
                  {packageDisplayName(packageKey)}
                </Heading>
                <Text fontSize="lg">{lotSizeLabel(lotSize)}</Text>
              </Stack>
              <Box aria-live="polite">
                <RecommendedPrice packageKey={packageKey} lotSize={lotSize} />
              </Box>
            </Stack>
          </Flex>
          <PackageIncludes packageKey={packageKey} />
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
