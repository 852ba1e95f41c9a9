import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, parsePath, useLocation, type Location } from 'react-router-dom';
import { AppProviders } from '@web/app/AppProviders';
import {
  createMemoryDataLayer,
  type MemoryDataLayerOptions,
} from '@web/data/memory/createMemoryDataLayer';
import { LoginStateProvider } from '@web/data/loginState';
import type { DataLayer } from '@web/data/types';

export interface RenderOptions {
  /** The URL the test starts at, with query string if any. Default "/". */
  route?: string;
  /** Router state of the first entry, as a navigation with `state` would leave it. */
  routeState?: unknown;
  /** Default: a fresh in-memory data layer with the sample data. */
  dataLayer?: DataLayer;
  /** Who the default data layer starts signed in as; null (default) lets the session sign in anonymously. */
  signedInAs?: MemoryDataLayerOptions['signedInAs'];
}

export interface RenderWithProvidersResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  dataLayer: DataLayer;
  /** Where the router is now (path, query string and state). */
  location(): Location;
}

/**
 * The one wrapper component tests render through: the same providers as the app, a MemoryRouter
 * instead of the browser's, and the in-memory data layer.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderWithProvidersResult {
  const dataLayer =
    options.dataLayer ?? createMemoryDataLayer({ signedInAs: options.signedInAs ?? null });
  const seen: { location?: Location } = {};
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  // A wrapper (not a wrapped element) so that rerender() keeps the providers and the router.
  function Providers({ children }: { children: ReactNode }) {
    return (
      <AppProviders dataLayer={dataLayer}>
        <MemoryRouter
          initialEntries={[{ ...parsePath(options.route ?? '/'), state: options.routeState }]}
        >
          <LoginStateProvider>
            {children}
            <LocationProbe />
          </LoginStateProvider>
        </MemoryRouter>
      </AppProviders>
    );
  }
  const result = render(ui, { wrapper: Providers });
  return {
    ...result,
    user: userEvent.setup(),
    dataLayer,
    location() {
      if (!seen.location) throw new Error('The router has not rendered yet');
      return seen.location;
    },
  };
}
