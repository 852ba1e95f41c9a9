import { lazy, Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';

// The drawings come in their own chunk, asked for as soon as this module loads (a page that
// imports it shows a package): the checkout's first screen has a tight JavaScript budget and they
// are decoration. The box keeps their place, so nothing moves when they arrive.
const drawings = import('./packageDrawings');
const PackageDrawing = lazy(() =>
  drawings.then((module) => ({
    default: ({ packageKey }: { packageKey: PackageKey }) => (
      <>{module.PACKAGE_DRAWINGS[packageKey]}</>
    ),
  })),
);

/**
 * A drawing of the package (each has its own, drawn inline, since the catalogue's own images may be
 * remote); decorative, since its name is written beside it.
 */
export function PackageIllustration({ packageKey }: { packageKey: PackageKey }) {
  return (
    <Box
      bg="brand.subtle"
      borderRadius="l3"
      overflow="hidden"
      flexShrink={0}
      width={{ base: 'full', sm: '40' }}
      maxW={{ base: '56', sm: '40' }}
      mx={{ base: 'auto', sm: '0' }}
      aspectRatio="4 / 3"
      aria-hidden="true"
      data-package-drawing={packageKey}
    >
      <svg viewBox="0 0 160 120" width="100%" height="100%" role="presentation" focusable="false">
        <Suspense fallback={null}>
          <PackageDrawing packageKey={packageKey} />
        </Suspense>
      </svg>
    </Box>
  );
}
