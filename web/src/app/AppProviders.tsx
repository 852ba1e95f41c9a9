import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { DataLayerContext } from '../data/DataLayerContext';
import { SessionProvider } from '../data/session';
import type { DataLayer } from '../data/types';
import { ShellStateProvider } from '../ui/shellState';
import { SnackbarProvider } from '../ui/snackbar';
import { AppErrorBoundary } from './shell/AppErrorBoundary';
import { system } from './theme';

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
              <SnackbarProvider>{children}</SnackbarProvider>
            </ShellStateProvider>
          </SessionProvider>
        </DataLayerContext.Provider>
      </AppErrorBoundary>
    </ChakraProvider>
  );
}
