import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { brand } from '@web/ui/brand';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { AppErrorBoundary } from './AppErrorBoundary';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

describe('AppErrorBoundary', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the generic error page with the support contact and logs the error', () => {
    renderWithProviders(
      <AppErrorBoundary>
        <Broken message="Cannot read properties of undefined" />
      </AppErrorBoundary>,
    );

    expect(
      screen.getByRole('heading', { level: 1, name: "We're sorry, but something went wrong." }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Our engineering team has been alerted and is looking into the problem. Please check back soon.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(`${brand.supportEmail}.*${brand.supportPhone.replace(/[()]/g, '\\$&')}`),
      ),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'The app failed to render',
      expect.any(Error),
      expect.anything(),
    );
  });

  it('asks to enable cookies when the browser blocked storage', () => {
    renderWithProviders(
      <AppErrorBoundary>
        <Broken message="The operation is insecure." />
      </AppErrorBoundary>,
    );

    expect(
      screen.getByRole('heading', { level: 1, name: "We're sorry, but something went wrong." }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please check your browser settings to ensure that cookies are enabled.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Uncheck the option to block cookies or use a different browser.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/engineering team/)).not.toBeInTheDocument();
  });

  it('gives the page another try when its reset key changes', () => {
    let broken = true;
    function SometimesBroken() {
      if (broken) throw new Error('boom');
      return <p>Working again</p>;
    }
    const view = renderWithProviders(
      <AppErrorBoundary resetKey="/a">
        <SometimesBroken />
      </AppErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: "We're sorry, but something went wrong." }),
    ).toBeInTheDocument();

    broken = false;
    view.rerender(
      <AppErrorBoundary resetKey="/b">
        <SometimesBroken />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Working again')).toBeInTheDocument();
  });
});
