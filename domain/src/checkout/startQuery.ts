import { addOnsOfferedFor } from '../catalog/addOns';
import {
  ADD_ON_IDS,
  DEFAULT_LOT_SIZE,
  EXTERIOR_ADD_ON_IDS,
  isLotSize,
  isPackageKey,
  type LotSize,
  type PackageKey,
} from '../catalog/catalog';
import { MAX_PACKAGE_STYLE_LENGTH, PACKAGE_STYLE_PATTERN } from './packageStyle';
import { SKU_LOOKUP_KEY_PARAM } from './purchaseGuard';

/** The part of URLSearchParams the parser reads (the domain has no browser types). */
export interface QueryParameters {
  get(name: string): string | null;
}

/** What the checkout start page reads from its query string. */
export interface CheckoutStartQuery {
  /** null when the package is missing or not one we sell: the checkout sends the buyer to /packages. */
  packageKey: PackageKey | null;
  lotSize: LotSize;
  packageStyle: string | null;
  skuLookupKey: string | null;
  /** Add-on ids to start with: the exterior upgrade the package offers, when asked for. */
  addOnIds: string[];
  byProxy: boolean;
}

export const CHECKOUT_QUERY = {
  package: 'package',
  lotSize: 'lotsize',
  packageStyle: 'package-style',
  skuLookupKey: SKU_LOOKUP_KEY_PARAM,
  exteriorAddOns: 'exteriorAddOns',
  byProxy: 'byProxy',
} as const;

const SKU_LOOKUP_KEY_PATTERN = /^[a-z0-9_-]{1,80}$/;

/** The exterior upgrade covering the whole package (a full yard gets the full upgrade), if any. */
function exteriorAddOnFor(packageKey: PackageKey): string | null {
  const offered = addOnsOfferedFor(packageKey).map((kind) => ADD_ON_IDS[kind]);
  return offered.filter((id) => EXTERIOR_ADD_ON_IDS.includes(id)).at(-1) ?? null;
}

/**
 * Reads the checkout start page's query parameters. A query string is typed by anyone: unknown packages,
 * lot sizes, styles and lookup keys read as absent rather than failing. Decisions: lotsize
 * defaults to standard; exteriorAddOns=true starts the cart with the package's exterior upgrade;
 * byProxy is on only for the exact value "true".
 */
export function parseCheckoutStartQuery(params: QueryParameters): CheckoutStartQuery {
  const packageParam = params.get(CHECKOUT_QUERY.package);
  const packageKey = isPackageKey(packageParam) ? packageParam : null;
  const lotSizeParam = params.get(CHECKOUT_QUERY.lotSize);
  const style = params.get(CHECKOUT_QUERY.packageStyle);
  const lookupKey = params.get(CHECKOUT_QUERY.skuLookupKey);
  const exterior = packageKey && params.get(CHECKOUT_QUERY.exteriorAddOns) === 'true';
  const exteriorId = exterior ? exteriorAddOnFor(packageKey) : null;
  return {
    packageKey,
    lotSize: isLotSize(lotSizeParam) ? lotSizeParam : DEFAULT_LOT_SIZE,
    packageStyle:
      style && style.length <= MAX_PACKAGE_STYLE_LENGTH && PACKAGE_STYLE_PATTERN.test(style)
        ? style
        : null,
    skuLookupKey: lookupKey && SKU_LOOKUP_KEY_PATTERN.test(lookupKey) ? lookupKey : null,
    addOnIds: exteriorId ? [exteriorId] : [],
    byProxy: params.get(CHECKOUT_QUERY.byProxy) === 'true',
  };
}
