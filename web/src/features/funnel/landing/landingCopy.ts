import type { PackageKey } from '@yardwise/domain/catalog/catalog';

// The landing page's words: what a homeowner gets and how it works, said as the service is
// (the steps follow the purchase page's 'What will happen next'); no figures that are not ours.

export const WHAT_YOU_GET_HEADING = 'What you get';

export const WHAT_YOU_GET: readonly { title: string; body: string }[] = [
  {
    title: 'A design made for your property',
    body: 'A designer plans your yard around how you live outside: layout, planting, paths, patios and lighting.',
  },
  {
    title: 'Rounds of feedback',
    body: 'See your first designs, tell us what you love and what you would change, and we refine them until they feel right.',
  },
  {
    title: 'A to-scale CAD plan',
    body: 'Your final design comes with a detailed drawing you can hand to a contractor, or build from yourself.',
  },
];

export const HOW_IT_WORKS_HEADING = 'How it works';

export const HOW_IT_WORKS: readonly { title: string; body: string }[] = [
  {
    title: 'Answer a few questions',
    body: 'Tell us where your outdoor space is, which areas need help and what you wish for.',
  },
  {
    title: 'Get your recommended package',
    body: 'We suggest the package that fits your yard, with its price for your lot size.',
  },
  {
    title: 'Share your yard',
    body: 'In your yard builder, add photos, the plants you want to keep and the styles you love.',
  },
  {
    title: 'Receive your designs',
    body: 'Review, refine, and finish with a plan that is ready to build.',
  },
];

export const PRICES_HEADING = 'Design packages';
export const PRICES_NOTE =
  'Prices depend on the size of your lot; your recommendation shows the price for yours.';
/** Shown instead of a price while it is read, or when it cannot be read. */
export const PRICE_UNKNOWN = 'Priced for your lot';

/** The packages the landing page prices, smallest first, with what each covers. */
export const PRICED_PACKAGES: readonly { key: PackageKey; covers: string }[] = [
  { key: 'front-yard', covers: 'The first impression: entry, planting and curb appeal.' },
  { key: 'back-yard', covers: 'Your outdoor living space, built around how you use it.' },
  { key: 'full-yard', covers: 'Front and back designed together as one property.' },
  { key: 'whole-home', covers: 'Every outdoor space plus the exterior of your home.' },
];

export function priceFromText(formattedPrice: string): string {
  return `From ${formattedPrice}`;
}
