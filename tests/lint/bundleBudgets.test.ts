import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildProductionChunks,
  misplacedSdks,
  ROUTE_BUDGETS,
  routeJavaScript,
  type Chunk,
} from '../../scripts/bench/bundles.mjs';

// The JavaScript budgets measured on the production build's own output (`npm run bench` prints
// them beside the Lighthouse and functions figures).

let chunks: Map<string, Chunk>;
beforeAll(async () => {
  chunks = await buildProductionChunks();
}, 120_000);

function budget(name: string) {
  const route = ROUTE_BUDGETS.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No budget named ${name}`);
  return route;
}

describe('JavaScript per route (gzip)', () => {
  it.each([
    ['funnel landing', 185],
    ['checkout', 300],
    ['onboarding (yard overview)', 450],
  ])('%s loads at most %i KB before its moment', (name, limitKb) => {
    const route = budget(name);
    const { gzipBytes } = routeJavaScript(chunks, route);
    expect(route.limitKb).toBe(limitKb);
    expect(gzipBytes / 1000).toBeLessThanOrEqual(limitKb);
  });

  it('checkout shows its prices without any Firestore SDK or reactfire', () => {
    const { files } = routeJavaScript(chunks, budget('checkout'));
    const modules = [...files].flatMap((file) => chunks.get(file)?.modules ?? []);
    expect(
      modules.filter((id) => id.startsWith('reactfire/') || id.startsWith('@firebase/firestore/')),
    ).toEqual([]);
  });

  it('the yard overview reads live with reactfire and the Firestore SDK', () => {
    const { files } = routeJavaScript(chunks, budget('onboarding (yard overview)'));
    const modules = [...files].flatMap((file) => chunks.get(file)?.modules ?? []);
    expect(modules.some((id) => id.startsWith('reactfire/'))).toBe(true);
    expect(modules.some((id) => /^@firebase\/firestore\/dist\/index/.test(id))).toBe(true);
  });

  it('the landing page downloads no Firebase SDK, form library or later funnel step before it is interactive', () => {
    const { files } = routeJavaScript(chunks, budget('funnel landing'));
    const modules = [...files].flatMap((file) => chunks.get(file)?.modules ?? []);
    const heavy = modules.filter((id) =>
      /^(@firebase\/|firebase\/|formik\/|yup\/|@stripe\/)|features\/funnel\/steps\/(?!FindYourPackageStep)/.test(
        id,
      ),
    );
    expect(heavy).toEqual([]);
  });
});

describe('heavy SDKs only on the routes that use them', () => {
  it('reactfire with Firestore, the lite SDK, Storage, Stripe and the Maps script are reached only through their own lazy modules', () => {
    expect(misplacedSdks(chunks)).toEqual([]);
  });

  it('notices an SDK that another route would load', () => {
    const broken = new Map(chunks);
    const checkout = [...broken.values()].find((chunk) =>
      chunk.facade?.endsWith('features/checkout/CheckoutPage.tsx'),
    );
    const stripe = [...broken.values()].find((chunk) =>
      chunk.facade?.endsWith('checkout/purchase/StripePayment.tsx'),
    );
    const funnel = [...broken.values()].find((chunk) =>
      chunk.facade?.endsWith('features/funnel/FunnelPage.tsx'),
    );
    expect(checkout && stripe && funnel).toBeTruthy();
    // As if the funnel imported the payment form directly.
    broken.set(funnel!.fileName, { ...funnel!, imports: [...funnel!.imports, stripe!.fileName] });

    expect(misplacedSdks(broken)).toContainEqual(
      expect.objectContaining({ sdk: 'Stripe', reachedFrom: funnel!.facade }),
    );
  });
});

it('leaves NODE_ENV unset after a build when it was unset', async () => {
  const nodeEnv = process.env.NODE_ENV;
  delete process.env.NODE_ENV;
  try {
    await buildProductionChunks();
    expect('NODE_ENV' in process.env).toBe(false);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 120_000);
