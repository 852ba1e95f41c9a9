import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SEED_PRODUCTS } from '@yardwise/domain/seed/catalog';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderFunnel } from '@web/features/funnel/funnelTestUtils';
import { HOW_IT_WORKS, PRICE_UNKNOWN, WHAT_YOU_GET } from './landingCopy';
import { lowestPrice } from './pricesFrom';

/** An IntersectionObserver that reports every element on screen at once, as after a scroll. */
class OnScreenObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function pricesList() {
  const heading = screen.getByRole('heading', { name: 'Design packages', level: 2 });
  return within(heading.closest('section')!).getByRole('list');
}

describe('the landing page sells the service', () => {
  it('says what you get and how it works, in order', async () => {
    renderFunnel('find-your-package');

    expect(await screen.findByRole('heading', { name: 'What you get', level: 2 })).toBeVisible();
    for (const item of WHAT_YOU_GET) {
      expect(screen.getByRole('heading', { name: item.title, level: 3 })).toBeInTheDocument();
    }
    const steps = within(
      screen.getByRole('heading', { name: 'How it works' }).closest('section')!,
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual(
      HOW_IT_WORKS.map((step, index) => `Step ${index + 1}: ${step.title}`),
    );
  });

  it('shows each package from its lowest catalogue price once the prices come into view', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    renderFunnel('find-your-package');

    // The seed's Front Yard costs least on a small lot, Full Yard likewise.
    expect(Math.min(...Object.values(SEED_PRODUCTS['front-yard']!.prices))).toBe(119500);
    expect(Math.min(...Object.values(SEED_PRODUCTS['full-yard']!.prices))).toBe(209500);
    expect(await screen.findByText('From $1,195.00')).toBeInTheDocument();
    const cards = within(pricesList()).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Front Yard',
      'Back Yard',
      'Full Yard',
      'Whole Home',
    ]);
    expect(within(pricesList()).getByText('From $2,095.00')).toBeInTheDocument();
  });

  it('reads no price before the section comes near the screen, and names none', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const call = vi.spyOn(dataLayer.commands, 'call');
    renderFunnel('find-your-package', dataLayer);

    await screen.findByRole('heading', { name: 'Design packages' });
    expect(within(pricesList()).getAllByText(PRICE_UNKNOWN)).toHaveLength(4);
    expect(call.mock.calls.filter(([name]) => name === 'catalogPrices')).toEqual([]);
  });

  it('shows no number when the prices cannot be read', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const call = dataLayer.commands.call.bind(dataLayer.commands);
    vi.spyOn(dataLayer.commands, 'call').mockImplementation((name, input) =>
      name === 'catalogPrices' ? Promise.reject(new Error('offline')) : call(name, input),
    );
    renderFunnel('find-your-package', dataLayer);

    await screen.findByRole('heading', { name: 'Design packages' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(pricesList()).getAllByText(PRICE_UNKNOWN)).toHaveLength(4);
    expect(within(pricesList()).queryByText(/\$/)).not.toBeInTheDocument();
  });
});

describe('lowestPrice', () => {
  it('is the lowest of the prices that could be read, or null without one', () => {
    expect(lowestPrice([149500, null, 119500, undefined])).toBe(119500);
    expect(lowestPrice([null, undefined])).toBeNull();
  });
});
