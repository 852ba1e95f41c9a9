import { brand, marketingHref } from '@web/ui/brand';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MARKETING_LINKS } from '@yardwise/domain/brand/brand';
import { useHeaderAddress, useHeaderProgress } from '@web/ui/shellState';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { setViewportWidth } from '@web/testing/viewport';
import { Header } from './Header';

function PageThatSetsHeader({ address, page }: { address: string | null; page: number | null }) {
  useHeaderAddress(address);
  useHeaderProgress(page);
  return null;
}

describe('Header', () => {
  it('links PORTFOLIO to the marketing gallery and the logo to the marketing home page', () => {
    renderWithProviders(<Header />);

    const nav = screen.getByRole('navigation', { name: `${brand.productName} website` });
    expect(within(nav).getByRole('link', { name: 'PORTFOLIO' })).toHaveAttribute(
      'href',
      marketingHref('/gallery'),
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(MARKETING_LINKS.map((link) => link.label));
    expect(screen.getByRole('link', { name: `${brand.productName} home` })).toHaveAttribute(
      'href',
      marketingHref('/'),
    );
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('shows the address line and the progress a page sets', async () => {
    renderWithProviders(
      <>
        <Header />
        <PageThatSetsHeader address="12 Elm Street, Austin, TX" page={1} />
      </>,
    );

    expect(await screen.findByText('12 Elm Street, Austin, TX')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Step 2 of 5' });
    expect(progress).toHaveAttribute('aria-valuenow', '2');
    expect(progress).toHaveAttribute('aria-valuemax', '5');
  });

  it.each([
    [1280, true],
    [900, false],
  ])(
    'at %i px puts the address beside the logo and links only when they all fit (%s)',
    async (width, beside) => {
      setViewportWidth(width);
      try {
        renderWithProviders(
          <>
            <Header />
            <PageThatSetsHeader address="12 Elm Street, Austin, TX" page={1} />
          </>,
        );
        const address = await screen.findByText('12 Elm Street, Austin, TX');
        const nav = screen.getByRole('navigation', { name: `${brand.productName} website` });
        const logoRow = screen.getByRole('link', { name: `${brand.productName} home` })
          .parentElement!.parentElement!;
        expect(logoRow.contains(nav)).toBe(true);
        expect(logoRow.contains(address)).toBe(beside);
      } finally {
        setViewportWidth(1024);
      }
    },
  );

  it('renders no progress bar and no address line when no page sets them', () => {
    renderWithProviders(<Header />);

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your property/)).not.toBeInTheDocument();
  });

  it('clears the address and progress when the page that set them goes away', async () => {
    function Toggle({ show }: { show: boolean }) {
      return (
        <>
          <Header />
          {show && <PageThatSetsHeader address="12 Elm Street" page={4} />}
        </>
      );
    }
    const view = renderWithProviders(<Toggle show />);
    expect(await screen.findByRole('progressbar', { name: 'Step 5 of 5' })).toBeInTheDocument();

    view.rerender(<Toggle show={false} />);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText('12 Elm Street')).not.toBeInTheDocument();
  });

  it('moves the links into a drawer on a phone, opened by the menu button and closed with focus restored', async () => {
    setViewportWidth(390);
    const { user } = renderWithProviders(<Header />);

    expect(
      screen.queryByRole('navigation', { name: `${brand.productName} website` }),
    ).not.toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: `${brand.productName} website` });
    for (const link of MARKETING_LINKS) {
      expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        marketingHref(link.path),
      );
    }

    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(menuButton).toHaveFocus());
  });
});
