import type { ColorDoc } from '../firestore/documents';

// SEED DATA: exterior paint colours for the picker. Names are our own sample
// names, not a paint maker's. Document ids are `color-{name}`.

const PALETTE: Record<string, [name: string, hexCode: string][]> = {
  Whites: [
    ['Chalk Cottage', '#F4F1EA'],
    ['Linen Sail', '#EDE6D6'],
    ['Morning Frost', '#F2F4F3'],
    ['Alabaster Porch', '#EFEBE1'],
  ],
  Neutrals: [
    ['Sandstone Path', '#D6C7AE'],
    ['Adobe Wall', '#C9A98A'],
    ['Greige Stone', '#B8AFA1'],
    ['Driftwood Deck', '#A39480'],
  ],
  Grays: [
    ['Harbor Fog', '#B9BDBC'],
    ['Slate Roof', '#6E7479'],
    ['Pewter Gate', '#8A8D8F'],
    ['Graphite Trim', '#4B4F54'],
  ],
  Blues: [
    ['Coastal Haze', '#A9BCC8'],
    ['Lake House', '#5F7F99'],
    ['Denim Shutter', '#3E5A78'],
    ['Midnight Harbor', '#1F2F45'],
  ],
  Greens: [
    ['Sage Garden', '#A7B39A'],
    ['Olive Grove', '#7A7F55'],
    ['Fern Hollow', '#55704F'],
    ['Evergreen Door', '#2F4A3A'],
  ],
  'Reds & Oranges': [
    ['Terracotta Pot', '#B86B4B'],
    ['Barn Door Red', '#8C2F2B'],
    ['Clay Brick', '#A0523D'],
  ],
  Yellows: [
    ['Buttercream', '#F1E1A6'],
    ['Goldenrod Field', '#D9B44A'],
    ['Honey Oak', '#C08E39'],
  ],
  Blacks: [
    ['Iron Railing', '#2B2B2B'],
    ['Soft Black', '#3A3836'],
  ],
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The `colors` collection. */
export const SEED_COLORS: Record<string, ColorDoc> = Object.fromEntries(
  Object.entries(PALETTE).flatMap(([category, colors]) =>
    colors.map(([name, hexCode]): [string, ColorDoc] => [
      `color-${slug(name)}`,
      { name, hexCode, category },
    ]),
  ),
);
