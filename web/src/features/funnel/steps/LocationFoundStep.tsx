import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import type { ContactInformation } from '@yardwise/domain/firestore/documents';
import { NOT_MY_PROPERTY_STEP } from '@yardwise/domain/funnel/versions';
import { placeFromGeocodeEntry } from '@yardwise/domain/places/geocodeCache';
import { reportError } from '@web/data/errorReporting';
import { usePlaceDetailsCacheId } from '@web/data/geocodeCacheId';
import { LiveData, useLiveDocument } from '@web/data/liveReads';
import { PrimaryButton, StepLayout } from '@web/features/funnel/StepLayout';
import type { StepProps } from '@web/features/funnel/stepProps';
import { formattedAddressOf } from '@web/ui/address/enteredAddress';
import { PropertyMap } from './PropertyMap';

/** The property from above and its one-line address. */
function FoundProperty({ contact }: { contact: ContactInformation }) {
  const address = formattedAddressOf(contact);
  return (
    <>
      <PropertyMap contact={contact} />
      {address ? (
        <Text fontSize="lg" fontWeight="semibold" textAlign="center">
          {address}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The picked place as its geocode cache entry holds it (address line, and coordinates when it has
 * them). The profile's copy stands while it loads, or when it is missing or unreadable, with no
 * error for the visitor.
 */
function CachedFoundProperty({ contact }: { contact: ContactInformation }) {
  const cacheId = usePlaceDetailsCacheId(contact.placeId);
  const entry = useLiveDocument('gmapsGeocodeCache', cacheId);
  const failure = entry.status === 'error' ? entry.error : undefined;
  // Reported once per entry: the visitor sees nothing of it, monitoring should.
  const reportedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!failure || reportedFor.current === cacheId) return;
    reportedFor.current = cacheId;
    reportError(failure, { where: 'Reading the picked place failed' });
  }, [failure, cacheId]);
  const place = entry.status === 'success' ? placeFromGeocodeEntry(entry.data, new Date()) : null;
  const shown: ContactInformation = place
    ? {
        ...contact,
        formattedAddress: place.formattedAddress,
        ...(place.latLng ? { latLng: place.latLng } : {}),
      }
    : contact;
  return <FoundProperty contact={shown} />;
}

/** Shows `fallback` instead of children that fail to load or render, and reports the failure. */
class PlaceReadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, {
      where: 'Reading the picked place failed',
      componentStack: info.componentStack,
    });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** location-found: THAT'S IT continues, THAT'S NOT IT returns to the address. */
export function LocationFoundStep({ copy, navigation, profile }: StepProps) {
  const contact = profile.contactInformation;
  const saved = <FoundProperty contact={contact} />;
  return (
    <StepLayout title={copy.title} onBack={navigation.previous ? navigation.goBack : null}>
      {/* Only the place waits for the database, and only for a picked address; a failure there
          leaves the profile's address on screen and the buttons usable. */}
      {contact.placeId ? (
        <PlaceReadBoundary key={contact.placeId} fallback={saved}>
          <LiveData fallback={saved}>
            <CachedFoundProperty contact={contact} />
          </LiveData>
        </PlaceReadBoundary>
      ) : (
        saved
      )}
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
