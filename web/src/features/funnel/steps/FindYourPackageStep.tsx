import { Stack, Text } from '@chakra-ui/react';
import { resumeStep } from '@yardwise/domain/funnel/designProfile';
import { firstStepOf } from '@yardwise/domain/funnel/versions';
import { brand } from '../../../ui/brand';
import { PrimaryButton, StepLayout } from '../StepLayout';
import type { StepProps } from '../stepProps';

export const RESUME_BUTTON_TEXT = 'PICK UP WHERE I LEFT OFF';

/**
 * The landing page of the funnel (find-your-package): GET STARTED. A returning visitor whose saved
 * step lies further on may also go straight back to it; the answers are kept either way.
 */
export function FindYourPackageStep({ versionId, step, copy, navigation, profile }: StepProps) {
  const resumeAt = resumeStep(versionId, profile.savedStep);
  const canResume = resumeAt !== step && resumeAt !== firstStepOf(versionId);
  return (
    <StepLayout title={copy.title}>
      <Text fontSize="lg">
        Answer a few quick questions about your outdoor space and {brand.productName} will recommend
        the design package that fits it.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <PrimaryButton onClick={() => navigation.goNext()}>{copy.buttonText}</PrimaryButton>
        {canResume ? (
          <PrimaryButton variant="outline" onClick={() => navigation.goTo(resumeAt)}>
            {RESUME_BUTTON_TEXT}
          </PrimaryButton>
        ) : null}
      </Stack>
    </StepLayout>
  );
}
