// Catalogue messages: required wording, word for word; the lead aggregates every area's messages.

/** The premium package has no product or price in the catalogue. */
export const PREMIUM_SKU_NOT_FOUND = 'Could not find SKU for premium package in Stripe';

/**
 * The lot-size labels (SKU nicknames) in their plain form. Variants add a suffix, such
 * as the retailer-partner and lifestyle variants of the standard lot.
 */
export const LOT_SIZE_LABELS = {
  acreage: 'Acreage (more than 1 acre)',
  large: 'Large lot (up to 1 acre)',
  small: 'Small lot (less than 5000 sq feet)',
  standard: 'Standard lot (up to 1/2 acre)',
} as const;

/**
 * Decision: the partner-retailer rewards package is labelled as such wherever it is listed or
 * summarised, beside its Full Yard name, in place of the retailer's logo.
 */
export const PARTNER_PACKAGE_LABEL = "MyLowe's Rewards partner package";

/**
 * What a design package includes, one short line each, for homeowners choosing a package. The
 * lines follow the package descriptions of the catalogue; packageIncludes.ts says which package
 * has which.
 */
export const PACKAGE_INCLUDE_LINES = {
  frontYardLayout: 'A layout for your whole front yard',
  backYardLayout: 'A layout for your whole back yard, planned around how you live outside',
  bothYardsTogether: 'Your front and back yards designed together as one property',
  everyOutdoorSpace: 'Every outdoor space on your property',
  homeExterior: "Your home's exterior: paint, doors and finishes",
  frontOfHouse: 'A refreshed entry and front walk',
  exteriorColours: 'Exterior colours for the front of your home',
  plantsHardscapeLighting: 'Plants, paths and patios, and outdoor lighting',
  plantPalette: 'A full plant palette for every bed',
  planting: 'Planting chosen for your yard',
  smallSpace: 'A design for your patio, courtyard or small yard',
  everySquareFoot: 'Every square foot put to work',
  streamlinedBothYards: 'A streamlined design for your front and back yards',
  streamlinedOneYard: 'A streamlined design for the front or the back yard, your choice',
  dedicatedDesigner: 'A dedicated designer',
  unlimitedRevisions: 'Unlimited revisions and full CAD plans',
  designsAndRevisions: 'Your first designs, then revisions and a CAD plan',
  contractors: 'An introduction to contractors who can build it',
  upgrade: 'Your current design moved up to a larger package',
  revision: 'One more round of revisions on your current design',
  giftCard: 'A gift card toward any design package',
} as const;
