import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CLIENT_CANNOT_ONBOARD } from '@yardwise/domain/onboarding/messages';
import { AppRoutes } from '@web/app/router';
import { setErrorReportingBackendForTests, type ErrorContext } from '@web/data/errorReporting';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';

const reports: [unknown, ErrorContext][] = [];

beforeEach(() => {
  reports.length = 0;
  setErrorReportingBackendForTests({ capture: (error, context) => reports.push([error, context]) });
});

afterEach(() => {
  setErrorReportingBackendForTests(undefined);
  vi.restoreAllMocks();
});

describe('an onboard state that cannot be loaded', () => {
  it('is logged and reported once, with the uid and the CLIENT CANNOT ONBOARD alert', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
    await dataLayer.store.transaction((tx) => tx.delete('profiles', SAMPLE_CLIENT_UID));

    renderWithProviders(<AppRoutes />, { route: '/onboard/my-yard', dataLayer });

    await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await waitFor(() => expect(reports).toHaveLength(1));
    const [[error, context]] = reports as [[Error, ErrorContext]];
    expect(context).toEqual({
      where: 'The onboard state could not be loaded',
      uid: SAMPLE_CLIENT_UID,
      alert: CLIENT_CANNOT_ONBOARD,
    });
    expect(error.message).toBe(`No profile for user ${SAMPLE_CLIENT_UID}`);
    expect(logged).toHaveBeenCalledWith('The onboard state could not be loaded', error);
  });
});
