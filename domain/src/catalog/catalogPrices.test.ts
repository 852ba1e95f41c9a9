import { describe, expect, it } from 'vitest';
import { executeCommand } from '../commands/command';
import { mapDocStore } from '../commands/mapDocStore';
import { SEED_PRODUCTS } from '../seed/catalog';
import { catalogPrices } from './catalogPrices';

const visitor = { uid: 'anon-1', isAnonymous: true, email: null };
const now = new Date('2026-11-26T12:00:00Z');

function seededStore() {
  return mapDocStore(
    Object.fromEntries(Object.entries(SEED_PRODUCTS).map(([id, doc]) => [`products/${id}`, doc])),
  );
}

describe('catalogPrices', () => {
  it("answers the package's price for the lot size and every add-on's, for an anonymous visitor", async () => {
    const prices = await executeCommand(
      catalogPrices,
      { packageKey: 'full-yard', lotSize: 'large' },
      visitor,
      seededStore(),
      now,
    );

    expect(prices.packagePriceCents).toBe(299500);
    expect(prices.addOns).toContainEqual({
      id: 'expedited',
      name: expect.any(String),
      priceCents: 39500,
    });
    expect(prices.addOns.find((addOn) => addOn.id === 'exterior-back')?.priceCents).toBe(70000);
    expect(prices.addOns.map((addOn) => addOn.id)).not.toContain('full-yard');
  });

  it('answers no package price when the catalogue has no such product', async () => {
    const store = seededStore();
    await store.delete('products', 'botanical');

    const prices = await executeCommand(
      catalogPrices,
      { packageKey: 'botanical', lotSize: 'standard' },
      visitor,
      store,
      now,
    );
    expect(prices.packagePriceCents).toBeNull();
  });

  it('refuses an unknown package, an unknown lot size, extra fields and a signed-out caller', async () => {
    const store = seededStore();
    const ask = (input: unknown, caller: typeof visitor | null = visitor) =>
      executeCommand(catalogPrices, input, caller, store, now);

    await expect(ask({ packageKey: 'castle', lotSize: 'standard' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(ask({ packageKey: 'full-yard', lotSize: 'huge' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(
      ask({ packageKey: 'full-yard', lotSize: 'standard', priceCents: 1 }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(ask({ packageKey: 'full-yard', lotSize: 'standard' }, null)).rejects.toMatchObject(
      { code: 'unauthenticated' },
    );
  });
});
