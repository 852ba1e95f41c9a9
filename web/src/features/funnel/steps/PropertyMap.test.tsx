import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { STEP_TITLES } from '@yardwise/domain/funnel/messages';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { renderFunnel, visitorWithAnswers } from '@web/features/funnel/funnelTestUtils';
import { PropertyMap } from './PropertyMap';

const address = {
  street: '12 Oak St',
  city: 'Austin',
  state: 'TX' as const,
  zip: '78704',
  formattedAddress: '12 Oak St, Austin, TX 78704',
  latLng: { lat: 30.2452, lng: -97.7694 },
};
const MAP_ALT = `Satellite view of ${address.formattedAddress}`;

async function foundPropertyPage() {
  const dataLayer = await visitorWithAnswers([], address);
  renderFunnel('location-found', dataLayer);
  await screen.findByRole('heading', { level: 1, name: STEP_TITLES.locationFound });
}

function illustration(): Element | null {
  // The illustration is decorative (hidden from screen readers), so it is found by its drawing.
  return document.querySelector('svg[role="presentation"]');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the property on the location pages, with Google Maps configured', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'maps-key');
  });

  it('shows a satellite image of the property, named by its address', async () => {
    await foundPropertyPage();

    const map = screen.getByRole('img', { name: MAP_ALT });
    const url = new URL(map.getAttribute('src')!);
    expect(url.hostname).toBe('maps.googleapis.com');
    expect(url.searchParams.get('center')).toBe('30.2452,-97.7694');
    expect(url.searchParams.get('key')).toBe('maps-key');
    expect(illustration()).toBeNull();
  });

  it('falls back to the illustration when the image cannot be loaded', async () => {
    await foundPropertyPage();

    fireEvent.error(screen.getByRole('img', { name: MAP_ALT }));

    expect(screen.queryByRole('img', { name: MAP_ALT })).not.toBeInTheDocument();
    expect(illustration()).not.toBeNull();
    expect(screen.getByRole('button', { name: "THAT'S IT" })).toBeInTheDocument();
  });

  it('shows the image while digging into the address too, announcing only the address', async () => {
    const dataLayer = await visitorWithAnswers([], address);
    renderFunnel('location-loading', dataLayer);
    await screen.findByRole('heading', { level: 1, name: STEP_TITLES.locationLoading });

    expect(screen.getByRole('img', { name: MAP_ALT })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(address.formattedAddress);
    expect(screen.getByRole('status')).not.toContainElement(
      screen.getByRole('img', { name: MAP_ALT }),
    );
  });

  it('shows the illustration when there is no address to look up', () => {
    // The location pages never open without an address; the map still draws nothing wrong.
    renderWithProviders(<PropertyMap contact={{ email: '' }} />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(illustration()).not.toBeNull();
  });
});

describe('the property on the location pages, without Google Maps', () => {
  it('shows the illustration instead of a map', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    await foundPropertyPage();

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(illustration()).not.toBeNull();
    expect(screen.getByText(address.formattedAddress)).toBeInTheDocument();
  });
});
