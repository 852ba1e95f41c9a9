import { useState } from 'react';
import { Box, Image } from '@chakra-ui/react';
import type { ContactInformation } from '@yardwise/domain/firestore/documents';
import { formattedAddressOf } from '@web/ui/address/enteredAddress';
import { PropertyIllustration } from './PropertyIllustration';
import { PROPERTY_MAP_HEIGHT, PROPERTY_MAP_WIDTH, propertyMapUrl } from './staticMapUrl';

/** The image's text for screen readers. */
export function propertyMapAlt(address: string): string {
  return address ? `Satellite view of ${address}` : 'Satellite view of your property';
}

/**
 * The visitor's property from above where Google Maps is configured (VITE_GOOGLE_MAPS_API_KEY);
 * the neutral illustration otherwise, and also when the image cannot be loaded.
 */
export function PropertyMap({ contact }: { contact: ContactInformation }) {
  const url = propertyMapUrl(import.meta.env.VITE_GOOGLE_MAPS_API_KEY, contact);
  // Keyed by URL: a changed address gets a fresh try.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) return <PropertyIllustration />;
  return (
    // The frame keeps the image's proportions before it arrives, so the buttons below do not jump.
    <Box
      width="full"
      maxW={`${PROPERTY_MAP_WIDTH}px`}
      mx="auto"
      aspectRatio={`${PROPERTY_MAP_WIDTH} / ${PROPERTY_MAP_HEIGHT}`}
      borderRadius="lg"
      overflow="hidden"
      bg="bg.muted"
    >
      <Image
        src={url}
        alt={propertyMapAlt(formattedAddressOf(contact))}
        width="full"
        height="full"
        objectFit="cover"
        onError={() => setFailedUrl(url)}
      />
    </Box>
  );
}
