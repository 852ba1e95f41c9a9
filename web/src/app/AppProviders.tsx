import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { DataLayerContext } from '@web/data/DataLayerContext';
import { SessionProvider } from '@web/data/session';
import type { DataLayer } from '@web/data/types';
import {
  PackageIllustrationContext,
  type PackageIllustrationLoan,
} from '@web/ui/packageIllustrationSlot';
import { preloadablePage } from '@web/ui/preloadablePage';
import { ShellStateProvider } from '@web/ui/shellState';
import { SnackbarProvider } from '@web/ui/snackbar';
import { AppErrorBoundary } from './shell/AppErrorBoundary';
import { system } from './theme';

// The checkout's package drawing, lent to the funnel's recommendation. Its own chunk, so the
// landing page downloads none of it; the funnel fetches it ahead, during the quiz.
const packageIllustration = preloadablePage(() =>
  import('@web/features/checkout/confirmation/PackageIllustration').then(
    (module) => module.PackageIllustration,
  ),
);
const PACKAGE_ILLUSTRATION_LOAN: PackageIllustrationLoan = {
  Illustration: packageIllustration.Page,
  // A failed download is retried when the drawing is first shown; nothing to tell anyone here.
  preload: () => void packageIllustration.load().catch(() => undefined),
};

/**
 * Everything the app needs around its router, shared by the app and the test wrapper. The error
 * boundary sits right inside the theme so that a failing data layer or session (e.g. blocked
 * cookies: "The operation is insecure.") still gets the styled error page.
 */
export function AppProviders({
  dataLayer,
  children,
}: {
  dataLayer: DataLayer;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <AppErrorBoundary>
        <DataLayerContext.Provider value={dataLayer}>
          <SessionProvider>
            <ShellStateProvider>
              <SnackbarProvider>
                <PackageIllustrationContext.Provider value={PACKAGE_ILLUSTRATION_LOAN}>
                  {children}
                </PackageIllustrationContext.Provider>
              </SnackbarProvider>
            </ShellStateProvider>
          </SessionProvider>
        </DataLayerContext.Provider>
      </AppErrorBoundary>
    </ChakraProvider>
  );
}
