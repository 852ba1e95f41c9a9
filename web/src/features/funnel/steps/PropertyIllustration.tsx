import { Box } from '@chakra-ui/react';

/** A neutral house-and-garden drawing, shown where no map image of the property can be. */
export function PropertyIllustration() {
  return (
    <Box color="brand.600" mx="auto" width={{ base: '48', md: '64' }} aria-hidden="true">
      <svg viewBox="0 0 200 140" width="100%" role="presentation" focusable="false">
        <rect x="0" y="110" width="200" height="30" fill="currentColor" opacity="0.25" />
        <path d="M60 70 L100 40 L140 70 Z" fill="currentColor" />
        <rect x="68" y="70" width="64" height="42" fill="currentColor" opacity="0.7" />
        <rect x="92" y="86" width="16" height="26" fill="white" />
        <circle cx="30" cy="92" r="18" fill="currentColor" opacity="0.5" />
        <rect x="28" y="100" width="4" height="12" fill="currentColor" />
        <circle cx="170" cy="88" r="22" fill="currentColor" opacity="0.5" />
        <rect x="168" y="100" width="4" height="12" fill="currentColor" />
      </svg>
    </Box>
  );
}
