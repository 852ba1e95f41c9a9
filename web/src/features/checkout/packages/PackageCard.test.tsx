import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PARTNER_PACKAGE_KEY } from '@yardwise/domain/catalog/packageKinds';
import { SEED_PRODUCTS } from '@yardwise/domain/seed/catalog';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';
import { packageDisplayName } from '@yardwise/domain/catalog/packageNames';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { PackageCard } from './PackageCard';

function renderCard(key: PackageKey) {
  const product = { id: key, ...SEED_PRODUCTS[key]! };
  const name = packageDisplayName(key);
  renderWithProviders(
    <PackageCard
      listed={{ key, name, priceCents: product.prices.standard!, product }}
      href={`/create-account?package=${key}`}
    />,
  );
  return screen.getByRole('region', { name });
}

describe('a package card', () => {
  // The list leaves the partner package out today; wherever a card shows it, it says what it is.
  it('labels the partner-retailer package as a partner package', () => {
    const card = renderCard(PARTNER_PACKAGE_KEY);

    expect(within(card).getByRole('heading', { name: 'Full Yard' })).toBeInTheDocument();
    expect(within(card).getByText("MyLowe's Rewards partner package")).toBeInTheDocument();
  });

  it('gives our own packages no partner label', () => {
    const card = renderCard('full-yard');

    expect(within(card).queryByText(/partner package/)).toBeNull();
  });
});
