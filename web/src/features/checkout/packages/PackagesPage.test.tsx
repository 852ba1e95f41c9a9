import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import type { DataLayer } from '@web/data/types';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { PackagesPage } from './PackagesPage';

const TITLE = 'Design packages';
const MARKETING_PAGE = 'https://www.yard-design.example/packages';

function renderPackages(route = '/packages', dataLayer?: DataLayer) {
  return renderWithProviders(<PackagesPage title={TITLE} />, { route, dataLayer });
}

function card(name: string) {
  return screen.getByRole('region', { name });
}

function chooseLink(name: string) {
  return screen.getByRole('link', { name: `Choose ${name}` });
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('in-app package list at /packages', () => {
  it('lists the packages a buyer can start, by display name, in catalogue order', async () => {
    renderPackages();
    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Choose Full Yard' });

    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual([
      'Front Yard',
      'Back Yard',
      'Full Yard',
      'Outdoor Transformation',
      'Curb Appeal',
      'Botanical',
      'Small Space',
      'Classic',
      'Essential',
      'Uber Premium',
    ]);
    expect(within(card('Outdoor Transformation')).getByRole('img')).toHaveAccessibleName(
      'Outdoor Transformation',
    );
  });

  it('leaves out add-on purchases, gift cards and add-ons', async () => {
    renderPackages();
    await screen.findByRole('link', { name: 'Choose Full Yard' });
    for (const name of [
      'Whole Home',
      'Additional Revision',
      'Package Upgrade',
      'Gift Card',
      'Expedited Service',
    ]) {
      expect(screen.queryByRole('heading', { name }), name).not.toBeInTheDocument();
    }
  });

  it('shows standard-lot prices and checkout links by default', async () => {
    renderPackages();
    await screen.findByRole('link', { name: 'Choose Full Yard' });

    expect(screen.getByRole('radio', { name: 'Standard lot (up to 1/2 acre)' })).toBeChecked();
    expect(within(card('Full Yard')).getByText('$2,495.00')).toBeInTheDocument();
    expect(within(card('Outdoor Transformation')).getByText('$3,495.00')).toBeInTheDocument();
    expect(chooseLink('Outdoor Transformation')).toHaveAttribute(
      'href',
      '/create-account?package=whole-home&lotsize=standard',
    );
    expect(chooseLink('Essential')).toHaveAttribute(
      'href',
      '/create-account?package=starter-front-or-backyard&lotsize=standard',
    );
  });

  it('reprices the packages and their links when the lot size changes', async () => {
    const { user, location } = renderPackages();
    await screen.findByRole('link', { name: 'Choose Full Yard' });

    await user.click(screen.getByRole('radio', { name: 'Acreage (more than 1 acre)' }));

    expect(await within(card('Full Yard')).findByText('$3,795.00')).toBeInTheDocument();
    expect(within(card('Full Yard')).queryByText('$2,495.00')).not.toBeInTheDocument();
    expect(chooseLink('Full Yard')).toHaveAttribute(
      'href',
      '/create-account?package=full-yard&lotsize=acreage',
    );
    expect(location().search).toBe('?lotsize=acreage');
  });

  it('starts on the lot size of the lotsize query parameter', async () => {
    renderPackages('/packages?lotsize=large');
    await screen.findByRole('link', { name: 'Choose Full Yard' });

    expect(screen.getByRole('radio', { name: 'Large lot (up to 1 acre)' })).toBeChecked();
    expect(within(card('Full Yard')).getByText('$2,995.00')).toBeInTheDocument();
    expect(chooseLink('Full Yard')).toHaveAttribute(
      'href',
      '/create-account?package=full-yard&lotsize=large',
    );
  });

  it("passes the package style and a code on to the checkout, but not another package's lookup key", async () => {
    renderPackages(
      '/packages?package-style=modern&sku-lookup-key=starter-full-yard_standard&code=GIFT-2026&utm_source=ad',
    );
    await screen.findByRole('link', { name: 'Choose Back Yard' });

    expect(chooseLink('Back Yard')).toHaveAttribute(
      'href',
      '/create-account?package=back-yard&lotsize=standard&package-style=modern&code=GIFT-2026',
    );
  });

  it('leaves out a package the catalogue marks inactive', async () => {
    const dataLayer = createMemoryDataLayer();
    await dataLayer.store.transaction((store) =>
      store.update('products', 'botanical', { active: false }),
    );
    renderPackages('/packages', dataLayer);

    expect(await screen.findByRole('link', { name: 'Choose Full Yard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Botanical' })).not.toBeInTheDocument();
  });

  it('says so when no package is for sale', async () => {
    const dataLayer = createMemoryDataLayer({
      data: { ...SAMPLE_DATA, documents: { ...SAMPLE_DATA.documents, products: {} } },
    });
    renderPackages('/packages', dataLayer);

    expect(
      await screen.findByText('No packages are available right now. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Choose / })).not.toBeInTheDocument();
  });

  it('offers a reload when the catalogue cannot be read', async () => {
    const offline = () => Promise.reject(new Error('offline'));
    const dataLayer: DataLayer = {
      ...createMemoryDataLayer(),
      reference: { getDocument: offline, getQuery: offline },
    };
    renderPackages('/packages?lotsize=large', dataLayer);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load our packages.");
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/packages?lotsize=large',
    );
  });
});

describe('marketing packages page', () => {
  it('sends the browser to the configured page, keeping the query string', async () => {
    vi.stubEnv('VITE_MARKETING_PACKAGES_URL', MARKETING_PAGE);
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });

    renderPackages('/packages?lotsize=large&utm_source=ad');

    expect(screen.getByRole('status')).toHaveTextContent('Taking you to our packages…');
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(`${MARKETING_PAGE}?lotsize=large&utm_source=ad`),
    );
    expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();
  });

  it('stays in the app when no marketing page is configured', async () => {
    vi.stubEnv('VITE_MARKETING_PACKAGES_URL', '');
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });

    renderPackages();

    expect(await screen.findByRole('link', { name: 'Choose Full Yard' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
