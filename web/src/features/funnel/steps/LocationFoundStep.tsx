import { Stack, Text } from '@chakra-ui/react';
import { NOT_MY_PROPERTY_STEP } from '@yardwise/domain/funnel/versions';
import { PrimaryButton, StepLayout } from '../StepLayout';
import type { StepProps } from '../stepProps';
import { formattedAddressOf } from '../../../ui/address/enteredAddress';
import { PropertyMap } from './PropertyMap';

/** location-found: THAT'S IT continues, THAT'S NOT IT returns to the address (funnel §4). */
export function LocationFoundStep({ copy, navigation, profile }: StepProps) {
  const address = formattedAddressOf(profile.contactInformation);
  return (
    <StepLayout title={copy.title} onBack={navigation.previous ? navigation.goBack : null}>
      <PropertyMap contact={profile.contactInformation} />
      {address ? (
        <Text fontSize="lg" fontWeight="semibold" textAlign="center">
          {address}
        </Text>
      ) : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
        <PrimaryButton onClick={() => navigation.goNext()}>{copy.buttonText}</PrimaryButton>
        {copy.secondary ? (
          <PrimaryButton variant="outline" onClick={() => navigation.goTo(NOT_MY_PROPERTY_STEP)}>
            {copy.secondary.text}
          </PrimaryButton>
        ) : null}
      </Stack>
    </StepLayout>
  );
}
