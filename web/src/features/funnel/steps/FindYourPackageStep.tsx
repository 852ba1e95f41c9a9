import { Text } from '@chakra-ui/react';
import { brand } from '../../../ui/brand';
import { PrimaryButton, StepLayout } from '../StepLayout';
import type { StepProps } from '../stepProps';

/** The landing page of the funnel (find-your-package): GET STARTED. */
export function FindYourPackageStep({ copy, navigation }: StepProps) {
  return (
    <StepLayout title={copy.title}>
      <Text fontSize="lg">
        Answer a few quick questions about your outdoor space and {brand.productName} will recommend
        the design package that fits it.
      </Text>
      <div>
        <PrimaryButton onClick={() => navigation.goNext()}>{copy.buttonText}</PrimaryButton>
      </div>
    </StepLayout>
  );
}
