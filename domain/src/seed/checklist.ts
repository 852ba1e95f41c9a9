import type { ChecklistItemDoc, PriceOptionDoc, StyleOptionDoc } from '../firestore/documents';
import { placeholderImage } from './images';

// SEED DATA: wish-list items with installation price ranges in cents. The ranges are plausible
// sample values, not quotes.

interface PriceSeed {
  description: string;
  low: number;
  high: number;
}

interface ItemSeed {
  id: string;
  name: string;
  description: string;
  category: string;
  group: 'landscaping' | 'exterior';
  /** Priced once for the whole property rather than per yard. */
  quantitative?: boolean;
  prices: PriceSeed[];
  /** Empty means the item has no style step (no_style_options). */
  styles: string[];
}

const LANDSCAPING = '#4f7d5c';
const EXTERIOR = '#5b6b82';

const dollars = (amount: number) => amount * 100;
const range = (description: string, low: number, high: number): PriceSeed => ({
  description,
  low: dollars(low),
  high: dollars(high),
});

const ITEMS: ItemSeed[] = [
  {
    id: 'planting-beds',
    name: 'Planting Beds',
    description: 'New or refreshed beds of shrubs, perennials and grasses.',
    category: 'Plants & Garden',
    group: 'landscaping',
    prices: [
      range('A few beds', 1500, 4000),
      range('Beds along the house and borders', 4000, 9000),
      range('Planting throughout the yard', 9000, 18000),
    ],
    styles: ['Cottage', 'Modern', 'Native & Drought Tolerant', 'Tropical'],
  },
  {
    id: 'lawn',
    name: 'Lawn',
    description: 'A new lawn of sod, seed or artificial turf.',
    category: 'Plants & Garden',
    group: 'landscaping',
    prices: [
      range('Up to 500 sq ft', 1000, 3000),
      range('500 to 1,500 sq ft', 3000, 8000),
      range('Over 1,500 sq ft', 8000, 15000),
    ],
    styles: ['Natural Sod', 'Artificial Turf', 'No-Mow Meadow'],
  },
  {
    id: 'trees',
    name: 'Trees',
    description: 'Shade, screening or ornamental trees.',
    category: 'Plants & Garden',
    group: 'landscaping',
    prices: [
      range('1 to 2 trees', 800, 2500),
      range('3 to 5 trees', 2500, 6000),
      range('6 or more trees', 6000, 12000),
    ],
    styles: ['Shade Trees', 'Flowering Trees', 'Evergreen Screen'],
  },
  {
    id: 'vegetable-garden',
    name: 'Vegetable Garden',
    description: 'Raised beds or in-ground plots for growing food.',
    category: 'Plants & Garden',
    group: 'landscaping',
    prices: [
      range('1 to 2 raised beds', 500, 1500),
      range('A small kitchen garden', 1500, 5000),
      range('A large potager', 5000, 12000),
    ],
    styles: ['Wood Raised Beds', 'Metal Raised Beds', 'In-Ground Rows'],
  },
  {
    id: 'patio',
    name: 'Patio',
    description: 'A paved outdoor room for dining and lounging.',
    category: 'Hardscaping',
    group: 'landscaping',
    prices: [
      range('Up to 200 sq ft', 4000, 9000),
      range('200 to 400 sq ft', 9000, 18000),
      range('Over 400 sq ft', 18000, 35000),
    ],
    styles: ['Pavers', 'Natural Flagstone', 'Poured Concrete', 'Gravel'],
  },
  {
    id: 'walkway',
    name: 'Walkway',
    description: 'Paths that connect the entry, gates and garden.',
    category: 'Hardscaping',
    group: 'landscaping',
    prices: [
      range('A short path', 1500, 4000),
      range('A path around the house', 4000, 9000),
      range('Paths throughout the yard', 9000, 16000),
    ],
    styles: ['Stepping Stones', 'Pavers', 'Decomposed Granite'],
  },
  {
    id: 'retaining-wall',
    name: 'Retaining Wall',
    description: 'Walls that hold back a slope and create level space.',
    category: 'Hardscaping',
    group: 'landscaping',
    prices: [
      range('Up to 20 ft long', 4000, 10000),
      range('20 to 60 ft long', 10000, 25000),
      range('Over 60 ft long', 25000, 50000),
    ],
    styles: ['Natural Stone', 'Block', 'Board-Formed Concrete'],
  },
  {
    id: 'deck',
    name: 'Deck',
    description: 'A raised wood or composite deck.',
    category: 'Outdoor Living',
    group: 'landscaping',
    prices: [
      range('Up to 200 sq ft', 8000, 15000),
      range('200 to 400 sq ft', 15000, 30000),
      range('Over 400 sq ft', 30000, 60000),
    ],
    styles: ['Natural Wood', 'Composite', 'Multi-Level'],
  },
  {
    id: 'outdoor-kitchen',
    name: 'Outdoor Kitchen',
    description: 'A grill station or a full outdoor kitchen.',
    category: 'Outdoor Living',
    group: 'landscaping',
    quantitative: true,
    prices: [
      range('Grill station', 5000, 12000),
      range('Kitchen with counters', 12000, 30000),
      range('Full kitchen with bar', 30000, 70000),
    ],
    styles: ['Modern', 'Rustic Stone', 'Mediterranean'],
  },
  {
    id: 'fire-pit',
    name: 'Fire Pit',
    description: 'A fire pit with seating around it.',
    category: 'Outdoor Living',
    group: 'landscaping',
    quantitative: true,
    prices: [
      range('Portable or kit fire pit', 800, 2500),
      range('Built-in fire pit', 2500, 7000),
      range('Fire pit with built-in seating', 7000, 18000),
    ],
    styles: ['Gas', 'Wood Burning', 'Fire Table'],
  },
  {
    id: 'pergola',
    name: 'Pergola or Shade Structure',
    description: 'Overhead shade for a patio or deck.',
    category: 'Outdoor Living',
    group: 'landscaping',
    quantitative: true,
    prices: [
      range('Shade sail or umbrella', 1000, 3000),
      range('Pergola', 6000, 15000),
      range('Covered pavilion', 15000, 40000),
    ],
    styles: ['Wood Pergola', 'Metal Pergola', 'Shade Sail'],
  },
  {
    id: 'pool',
    name: 'Pool or Hot Tub',
    description: 'A pool, plunge pool or hot tub.',
    category: 'Water Features & Pools',
    group: 'landscaping',
    quantitative: true,
    prices: [
      range('Hot tub', 8000, 20000),
      range('Plunge pool', 40000, 80000),
      range('Full pool', 80000, 150000),
    ],
    styles: ['Geometric', 'Freeform', 'Natural Pool'],
  },
  {
    id: 'water-feature',
    name: 'Water Feature',
    description: 'A fountain, pond or stream.',
    category: 'Water Features & Pools',
    group: 'landscaping',
    quantitative: true,
    prices: [
      range('Fountain', 1500, 5000),
      range('Pond', 5000, 15000),
      range('Stream and pond', 15000, 35000),
    ],
    styles: ['Bubbling Urn', 'Wall Fountain', 'Natural Pond'],
  },
  {
    id: 'play-area',
    name: 'Play Area',
    description: 'Space for children to play: swings, a sandbox or a play structure.',
    category: 'Play & Recreation',
    group: 'landscaping',
    quantitative: true,
    prices: [
      range('Sandbox or small play space', 1000, 3000),
      range('Play structure', 3000, 9000),
      range('Sport court', 15000, 40000),
    ],
    styles: ['Natural Play', 'Play Structure', 'Open Lawn'],
  },
  {
    id: 'landscape-lighting',
    name: 'Landscape Lighting',
    description: 'Path, accent and string lights for the evening.',
    category: 'Lighting',
    group: 'landscaping',
    prices: [
      range('A few path lights', 1000, 3000),
      range('Path and accent lighting', 3000, 8000),
      range('Full lighting plan', 8000, 18000),
    ],
    styles: ['Path Lights', 'String Lights', 'Uplighting'],
  },
  {
    id: 'privacy-fence',
    name: 'Fence or Privacy Screen',
    description: 'A fence, hedge or screen for privacy.',
    category: 'Fencing & Privacy',
    group: 'landscaping',
    prices: [
      range('Up to 50 ft', 2500, 6000),
      range('50 to 150 ft', 6000, 15000),
      range('Over 150 ft', 15000, 30000),
    ],
    styles: ['Horizontal Wood', 'Picket', 'Living Hedge', 'Metal Panels'],
  },
  {
    id: 'irrigation',
    name: 'Irrigation',
    description: 'Drip or spray irrigation for lawns and beds.',
    category: 'Irrigation & Drainage',
    group: 'landscaping',
    prices: [
      range('Drip for a few beds', 800, 2500),
      range('Drip and spray zones', 2500, 7000),
      range('Whole-yard system', 7000, 15000),
    ],
    styles: [],
  },
  {
    id: 'drainage',
    name: 'Drainage',
    description: 'French drains, dry creek beds or regrading for standing water.',
    category: 'Irrigation & Drainage',
    group: 'landscaping',
    prices: [
      range('One problem spot', 1500, 4000),
      range('Several problem spots', 4000, 10000),
      range('Yard-wide regrading', 10000, 25000),
    ],
    styles: [],
  },
  {
    id: 'exterior-paint',
    name: 'Exterior Paint',
    description: 'New colours for your siding, trim and door.',
    category: 'Exterior Paint & Siding',
    group: 'exterior',
    quantitative: true,
    prices: [
      range('Trim and door only', 2000, 5000),
      range('One- or two-story home', 6000, 15000),
      range('Large home', 15000, 30000),
    ],
    styles: ['Classic White', 'Warm Neutral', 'Bold Contrast'],
  },
  {
    id: 'siding',
    name: 'Siding',
    description: 'New siding for part or all of the house.',
    category: 'Exterior Paint & Siding',
    group: 'exterior',
    quantitative: true,
    prices: [
      range('An accent wall', 4000, 10000),
      range('Part of the house', 10000, 25000),
      range('The whole house', 25000, 60000),
    ],
    styles: ['Board and Batten', 'Lap Siding', 'Stone Veneer'],
  },
  {
    id: 'front-door',
    name: 'Front Door',
    description: 'A new or refinished front door.',
    category: 'Doors & Windows',
    group: 'exterior',
    quantitative: true,
    prices: [
      range('Refinish the door', 500, 1500),
      range('New door', 2000, 6000),
      range('New door with sidelights', 6000, 12000),
    ],
    styles: ['Modern', 'Craftsman', 'Farmhouse'],
  },
  {
    id: 'windows',
    name: 'Windows',
    description: 'New windows or shutters.',
    category: 'Doors & Windows',
    group: 'exterior',
    quantitative: true,
    prices: [
      range('Shutters only', 1000, 3000),
      range('A few windows', 4000, 12000),
      range('Whole-house windows', 15000, 40000),
    ],
    styles: [],
  },
  {
    id: 'garage-door',
    name: 'Garage Door',
    description: 'A new garage door.',
    category: 'Doors & Windows',
    group: 'exterior',
    quantitative: true,
    prices: [
      range('Single door', 1500, 4000),
      range('Double door', 3000, 7000),
      range('Custom wood door', 7000, 15000),
    ],
    styles: ['Carriage House', 'Modern Glass', 'Traditional Panel'],
  },
  {
    id: 'roof',
    name: 'Roof',
    description: 'A new roof or a new roof colour.',
    category: 'Roofing',
    group: 'exterior',
    quantitative: true,
    prices: [
      range('Repairs and touch-ups', 2000, 6000),
      range('Part of the roof', 8000, 20000),
      range('Whole roof', 20000, 50000),
    ],
    styles: ['Asphalt Shingle', 'Standing Seam Metal', 'Tile'],
  },
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The `checklistItems` collection. */
export const SEED_CHECKLIST_ITEMS: Record<string, ChecklistItemDoc> = Object.fromEntries(
  ITEMS.map((item, index): [string, ChecklistItemDoc] => [
    item.id,
    {
      name: item.name,
      description: item.description,
      category: item.category,
      group: item.group,
      image: placeholderImage(item.name, item.group === 'exterior' ? EXTERIOR : LANDSCAPING),
      quantitative_item: item.quantitative ?? false,
      no_style_options: item.styles.length === 0,
      sortOrder: index + 1,
    },
  ]),
);

/** The `priceOptions` collection: a low/high range per size of each item, ids `{itemId}-price-{n}`. */
export const SEED_PRICE_OPTIONS: Record<string, PriceOptionDoc> = Object.fromEntries(
  ITEMS.flatMap((item) =>
    item.prices.map((price, index): [string, PriceOptionDoc] => [
      `${item.id}-price-${index + 1}`,
      {
        itemId: item.id,
        low_price: price.low,
        high_price: price.high,
        description: price.description,
        image: placeholderImage(
          price.description,
          item.group === 'exterior' ? EXTERIOR : LANDSCAPING,
        ),
      },
    ]),
  ),
);

/** The `styleOptions` collection, ids `{itemId}-style-{style}`. */
export const SEED_STYLE_OPTIONS: Record<string, StyleOptionDoc> = Object.fromEntries(
  ITEMS.flatMap((item) =>
    item.styles.map((style): [string, StyleOptionDoc] => [
      `${item.id}-style-${slug(style)}`,
      {
        itemId: item.id,
        name: style,
        image: placeholderImage(style, item.group === 'exterior' ? EXTERIOR : LANDSCAPING),
      },
    ]),
  ),
);
