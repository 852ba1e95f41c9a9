import { useEffect, useRef } from 'react';
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { StepLayout } from '@web/features/funnel/StepLayout';
import type { StepProps } from '@web/features/funnel/stepProps';
import { formattedAddressOf } from '@web/ui/address/enteredAddress';
import { PropertyMap } from './PropertyMap';

/** How long the loading page shows before it moves on by itself. */
export const LOCATION_LOADING_MS = 1500;

/**
 * location-loading: "We're digging into" and the address, then on to the next step. It replaces
 * itself in the history, so the browser's Back from the next step does not land here again.
 */
export function LocationLoadingStep({ copy, navigation, profile }: StepProps) {
  const address = formattedAddressOf(profile.contactInformation);
  // The latest goNext, so the timer starts once per visit of the page and still moves correctly.
  const goNext = useRef(navigation.goNext);
  useEffect(() => {
    goNext.current = navigation.goNext;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => goNext.current({ replace: true }), LOCATION_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <StepLayout title={copy.title} onBack={navigation.previous ? navigation.goBack : null}>
      <Stack gap="4" align="center">
        {/* Only the address is announced; the map's own text would repeat it. */}
        <Text
          role="status"
          aria-live="polite"
          fontSize="xl"
          fontWeight="semibold"
          textAlign="center"
        >
          {address}
        </Text>
        <PropertyMap contact={profile.contactInformation} />
        <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      </Stack>
    </StepLayout>
  );
}
