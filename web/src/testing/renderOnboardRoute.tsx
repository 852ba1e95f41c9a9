import { screen, within } from '@testing-library/react';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleClient';
import { AppRoutes } from '@web/app/router';
import {
  createMemoryDataLayer,
  type MemoryDataLayer,
} from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders, type RenderWithProvidersResult } from './renderWithProviders';

export interface OnboardRouteResult extends RenderWithProvidersResult {
  dataLayer: MemoryDataLayer;
}

/**
 * An onboarding page as the app shows it: every route, signed in as the sample client (Full Yard,
 * front yard uploads complete, back yard in progress), through the terms gate and the onboarding
 * shell. `prepare` may change the sample data first.
 */
export async function renderOnboardRoute(
  route: string,
  prepare?: (dataLayer: MemoryDataLayer) => void | Promise<void>,
): Promise<OnboardRouteResult> {
  const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
  await prepare?.(dataLayer);
  const view = renderWithProviders(<AppRoutes />, { route, dataLayer });
  // The shell shows the client's name once the onboard state has loaded, and the page its heading
  // once its lazily loaded module has arrived (slow on a busy machine).
  await screen.findByText("Jordan's Yard", {}, { timeout: 5000 });
  await within(screen.getByRole('main')).findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, dataLayer };
}

export const SAMPLE_CLIENT_UID = SAMPLE_CLIENT.uid;

/**
 * The sample client (Full Yard) as a buyer of the exterior upgrade, as the purchase records it:
 * Full Yard alone does not include exterior design, whose pages send such a client away.
 */
export async function withExteriorUpgrade(dataLayer: MemoryDataLayer): Promise<void> {
  await dataLayer.store.transaction((tx) =>
    tx.update('profiles', SAMPLE_CLIENT.uid, { exteriorUpgrade: true }),
  );
}

/** An exterior design page as the app shows it, to the sample client with the exterior upgrade. */
export function renderExteriorRoute(
  route: string,
  prepare?: (dataLayer: MemoryDataLayer) => void | Promise<void>,
): Promise<OnboardRouteResult> {
  return renderOnboardRoute(route, async (dataLayer) => {
    await withExteriorUpgrade(dataLayer);
    await prepare?.(dataLayer);
  });
}
