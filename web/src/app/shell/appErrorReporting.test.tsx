import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setErrorReportingBackendForTests, type ErrorContext } from '@web/data/errorReporting';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { AppErrorBoundary } from './AppErrorBoundary';

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

const reports: [unknown, ErrorContext][] = [];

beforeEach(() => {
  reports.length = 0;
  setErrorReportingBackendForTests({ capture: (error, context) => reports.push([error, context]) });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  setErrorReportingBackendForTests(undefined);
  vi.restoreAllMocks();
});

describe('a page that fails to render', () => {
  it('shows the generic error page and is reported with where it failed in the component tree', () => {
    renderWithProviders(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('something went wrong');
    expect(reports).toEqual([
      [
        expect.objectContaining({ message: 'Cannot read properties of undefined' }),
        {
          where: 'The app failed to render',
          componentStack: expect.stringContaining('Broken'),
        },
      ],
    ]);
  });
});
