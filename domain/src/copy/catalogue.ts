import * as account from '../account/messages';
import { brandCopyValues, type BrandConfig } from '../brand/brand';
import * as catalog from '../catalog/messages';
import * as checkout from '../checkout/messages';
import * as contact from '../contact/messages';
import * as exterior from '../exterior/messages';
import * as forms from '../forms/messages';
import * as funnel from '../funnel/messages';
import * as money from '../money/messages';
import * as onboarding from '../onboarding/messages';
import * as places from '../places/messages';
import * as promo from '../promo/messages';
import * as shell from '../shell/messages';
import * as wishlist from '../wishlist/messages';
import { fillCopy, type CopyValues } from './fillCopy';

// The one catalogue of every user-facing message: required wording and the texts we decided
// ourselves. Each area's messages module is the only place its words are written;
// this gathers them, so a new message joins the catalogue by being added to its area's module.

const AREA_MESSAGES = {
  account,
  catalog,
  checkout,
  contact,
  exterior,
  forms,
  funnel,
  money,
  onboarding,
  places,
  promo,
  shell,
  wishlist,
} as const;

export type CopyArea = keyof typeof AREA_MESSAGES;
export const COPY_AREAS = Object.keys(AREA_MESSAGES) as CopyArea[];

/** A message's key in its area: the export's name, then the path inside it. */
function flatten(value: unknown, key: string, into: Record<string, string>): void {
  if (typeof value === 'string') {
    into[key] = value;
  } else if (value !== null && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) flatten(inner, `${key}.${name}`, into);
  }
}

function areaCatalogue(messages: object): Readonly<Record<string, string>> {
  const entries: Record<string, string> = {};
  for (const [name, value] of Object.entries(messages)) flatten(value, name, entries);
  return Object.freeze(entries);
}

/**
 * Area → key → template, e.g. COPY_CATALOGUE.account['LINK_ERRORS.alreadyInUse'] or
 * COPY_CATALOGUE.exterior['COLOR_PLACEMENTS.0'].
 */
export const COPY_CATALOGUE: Readonly<Record<CopyArea, Readonly<Record<string, string>>>> =
  Object.freeze(
    Object.fromEntries(
      COPY_AREAS.map((area) => [area, areaCatalogue(AREA_MESSAGES[area])]),
    ) as Record<CopyArea, Readonly<Record<string, string>>>,
  );

/**
 * Fills a template: `{product}`, `{email}` and `{phone}` from the brand (brandCopyValues), every
 * other placeholder (`{code}`, `{status}`, `{fileName}` ...) from the call's values.
 */
export function fillBrandCopy(
  template: string,
  brand: BrandConfig,
  values: CopyValues = {},
): string {
  // Decision: the brand always fills its three, so no message shows another support address.
  return fillCopy(template, { ...values, ...brandCopyValues(brand) });
}

/** The catalogue's message for an area and key, filled for the brand and the call's values. */
export function copyText(
  area: CopyArea,
  key: string,
  brand: BrandConfig,
  values: CopyValues = {},
): string {
  const template = COPY_CATALOGUE[area][key];
  if (template === undefined) throw new Error(`The copy catalogue has no ${area} message ${key}.`);
  return fillBrandCopy(template, brand, values);
}
