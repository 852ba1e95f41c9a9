import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildProductionChunks,
  misplacedSdks,
  ROUTE_FIRST_SCREENS,
  routeJavaScript,
  type Chunk,
} from '../../scripts/bench/bundles.mjs';

// Where the production build's chunks put the heavy SDKs, checked on its chunk graph. The
// JavaScript budgets themselves count everything a page really loads, in the browser, on the
// emulator stack: `npm run bench` (scripts/bench/stackBench.mjs).

let chunks: Map<string, Chunk>;
beforeAll(async () => {
  chunks = await buildProductionChunks();
}, 120_000);

function route(name: string) {
  const found = ROUTE_FIRST_SCREENS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No route named ${name}`);
  return found;
}

describe("what each route's first screen imports", () => {
  it('checkout shows its prices without any Firestore SDK or reactfire', () => {
    const { files } = routeJavaScript(chunks, route('checkout'));
    const modules = [...files].flatMap((file) => chunks.get(file)?.modules ?? []);
    expect(
      modules.filter((id) => id.startsWith('reactfire/') || id.startsWith('@firebase/firestore/')),
    ).toEqual([]);
  });

  it('the yard overview reads live with reactfire and the Firestore SDK', () => {
    const { files } = routeJavaScript(chunks, route('onboarding (yard overview)'));
    const modules = [...files].flatMap((file) => chunks.get(file)?.modules ?? []);
    expect(modules.some((id) => id.startsWith('reactfire/'))).toBe(true);
    expect(modules.some((id) => /^@firebase\/firestore\/dist\/index/.test(id))).toBe(true);
  });

  it('the landing page downloads no Firebase SDK, form library or later funnel step before it is interactive', () => {
    const { files } = routeJavaScript(chunks, route('funnel landing'));
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
