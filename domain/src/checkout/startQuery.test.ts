import { describe, expect, it } from 'vitest';
import { parseCheckoutStartQuery } from './startQuery';

/** A query string as the browser decodes it (the domain's tests run without browser types). */
function parse(query: string) {
  const entries = query.split('&').map((pair) => {
    const [name = '', value = ''] = pair.split('=');
    return [decodeURIComponent(name), decodeURIComponent(value)] as const;
  });
  return parseCheckoutStartQuery({
    get: (name) => entries.find(([key]) => key === name)?.[1] ?? null,
  });
}

describe('checkout start query', () => {
  it('reads package, lot size, style, sku lookup key and proxy mode', () => {
    expect(
      parse(
        'package=back-yard&lotsize=large&package-style=modern&sku-lookup-key=back-yard_large&byProxy=true',
      ),
    ).toEqual({
      packageKey: 'back-yard',
      lotSize: 'large',
      packageStyle: 'modern',
      skuLookupKey: 'back-yard_large',
      addOnIds: [],
      byProxy: true,
    });
  });

  it('defaults the lot size to standard and proxy mode to off', () => {
    expect(parse('package=front-yard')).toMatchObject({ lotSize: 'standard', byProxy: false });
    expect(parse('package=front-yard&lotsize=huge&byProxy=yes')).toMatchObject({
      lotSize: 'standard',
      byProxy: false,
    });
  });

  it('starts with the exterior upgrade that covers the package when asked', () => {
    expect(parse('package=front-yard&exteriorAddOns=true').addOnIds).toEqual(['exterior-front']);
    expect(parse('package=full-yard&exteriorAddOns=true').addOnIds).toEqual(['exterior-full']);
    // Whole home already designs the exterior: nothing to add.
    expect(parse('package=whole-home&exteriorAddOns=true').addOnIds).toEqual([]);
  });

  it('reads anything hostile or unknown as absent', () => {
    expect(
      parse('package=<script>&package-style=a%20b&sku-lookup-key=../../x&exteriorAddOns=true'),
    ).toEqual({
      packageKey: null,
      lotSize: 'standard',
      packageStyle: null,
      skuLookupKey: null,
      addOnIds: [],
      byProxy: false,
    });
  });
});
