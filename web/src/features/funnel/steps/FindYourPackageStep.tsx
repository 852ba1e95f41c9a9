import { lazy, Suspense } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { resumeStep } from '@yardwise/domain/funnel/designProfile';
import { firstStepOf } from '@yardwise/domain/funnel/versions';
import { brand } from '@web/ui/brand';
import { PageContainer } from '@web/ui/PageContainer';
import { GardenHeroArt } from '@web/features/funnel/landing/GardenHeroArt';
import { PrimaryButton } from '@web/features/funnel/StepLayout';
import type { StepProps } from '@web/features/funnel/stepProps';

export const RESUME_BUTTON_TEXT = 'PICK UP WHERE I LEFT OFF';
const LANDING_EYEBROW = 'Online landscape design';

// Below the first screen: downloaded once the page shows, so the landing stays small and quick.
const LandingSections = lazy(() =>
  import('@web/features/funnel/landing/LandingSections').then((module) => ({
    default: module.LandingSections,
  })),
);

/**
 * The landing page of the funnel (find-your-package): GET STARTED. A returning visitor whose saved
 * step lies further on may also go straight back to it; the answers are kept either way.
 */
export function FindYourPackageStep({ versionId, step, copy, navigation, profile }: StepProps) {
  const resumeAt = resumeStep(versionId, profile.savedStep);
  const canResume = resumeAt !== step && resumeAt !== firstStepOf(versionId);
  return (
    <PageContainer>
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '1.2fr 1fr' }}
        gap={{ base: '6', md: '10' }}
        alignItems="center"
      >
        <Stack gap="5">
          <Text
            color="brand.fg"
            fontWeight="semibold"
            fontSize="sm"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {LANDING_EYEBROW}
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {copy.title}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            Answer a few quick questions about your outdoor space and {brand.productName} will
            recommend the design package that fits it.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <PrimaryButton onClick={() => navigation.goNext()}>{copy.buttonText}</PrimaryButton>
            {canResume ? (
              <PrimaryButton variant="outline" onClick={() => navigation.goTo(resumeAt)}>
                {RESUME_BUTTON_TEXT}
              </PrimaryButton>
            ) : null}
          </Stack>
        </Stack>
        <GardenHeroArt />
      </Box>
      <Suspense fallback={null}>
        <LandingSections />
      </Suspense>
    </PageContainer>
  );
}
