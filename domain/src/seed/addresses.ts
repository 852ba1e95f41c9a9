// SEED DATA: sample US property addresses for the local address-search stand-in (no Google key)
// and the preview. Plausible streets in real towns with their zip codes and approximate
// coordinates; not real homes or people. The stand-in answers searches from this list.

/** Google's precision of a geocoded location; only ROOFTOP (or a street_address) is kept. */
export type SeedLocationType =
  'ROOFTOP' | 'RANGE_INTERPOLATED' | 'GEOMETRIC_CENTER' | 'APPROXIMATE';

export interface SeedPlace {
  placeId: string;
  street: string;
  city: string;
  /** Two-letter code; territories are not live states and are filtered out. */
  state: string;
  zip: string;
  formattedAddress: string;
  latLng: { lat: number; lng: number };
  /** As a Google geocoding result reports them, so the stand-in runs the same filters. */
  types: string[];
  locationType: SeedLocationType;
}

type Row = [street: string, city: string, state: string, zip: string, lat: number, lng: number];

// The first row is the sample client's property (seed/sampleClient.ts), so the preview finds it.
const PRECISE_ROWS: Row[] = [
  ['2418 Cedar Hollow Lane', 'Austin', 'TX', '78704', 30.2452, -97.7694],
  ['1107 Bluebonnet Drive', 'Austin', 'TX', '78745', 30.2069, -97.7953],
  ['5820 Juniper Ridge Road', 'Dallas', 'TX', '75214', 32.8262, -96.7488],
  ['742 Magnolia Court', 'Houston', 'TX', '77008', 29.799, -95.41],
  ['318 Oakmont Avenue', 'Denver', 'CO', '80220', 39.7334, -104.916],
  ['9154 Aspen Meadow Way', 'Boulder', 'CO', '80304', 40.033, -105.281],
  ['46 Larkspur Lane', 'Portland', 'OR', '97202', 45.483, -122.641],
  ['2290 Fern Hollow Drive', 'Eugene', 'OR', '97405', 44.016, -123.109],
  ['1563 Sycamore Street', 'Sacramento', 'CA', '95818', 38.556, -121.497],
  ['877 Vista Grande Road', 'San Diego', 'CA', '92106', 32.736, -117.233],
  ['4102 Willow Creek Drive', 'Phoenix', 'AZ', '85044', 33.333, -111.993],
  ['615 Saguaro Trail', 'Tucson', 'AZ', '85718', 32.317, -110.927],
  ['2745 Peachtree Lane', 'Decatur', 'GA', '30033', 33.801, -84.281],
  ['190 Live Oak Boulevard', 'Savannah', 'GA', '31405', 32.04, -81.13],
  ['3381 Palmetto Way', 'Charleston', 'SC', '29407', 32.795, -80.01],
  ['1208 Dogwood Circle', 'Raleigh', 'NC', '27608', 35.81, -78.647],
  ['57 Hemlock Road', 'Asheville', 'NC', '28804', 35.639, -82.556],
  ['4420 Maple Grove Avenue', 'Columbus', 'OH', '43214', 40.056, -83.029],
  ['836 Birchwood Drive', 'Ann Arbor', 'MI', '48103', 42.28, -83.788],
  ['1501 Prairie View Road', 'Madison', 'WI', '53711', 43.04, -89.45],
  ['2930 Lakeshore Drive', 'Minneapolis', 'MN', '55416', 44.949, -93.33],
  ['64 Stonewall Lane', 'Concord', 'MA', '01742', 42.46, -71.349],
  ['719 Chestnut Hill Road', 'Glastonbury', 'CT', '06033', 41.712, -72.608],
  ['2211 Rosemary Lane', 'Seattle', 'WA', '98115', 47.685, -122.3],
  ['388 Kapahulu Avenue', 'Honolulu', 'HI', '96815', 21.277, -157.814],
];

function seedPlace(index: number, [street, city, state, zip, lat, lng]: Row): SeedPlace {
  return {
    placeId: `seed-place-${index + 1}`,
    street,
    city,
    state,
    zip,
    formattedAddress: `${street}, ${city}, ${state} ${zip}, USA`,
    latLng: { lat, lng },
    types: ['street_address'],
    locationType: 'ROOFTOP',
  };
}

/** Addresses a search can find: rooftop street addresses in live states. */
export const SEED_ADDRESSES: readonly SeedPlace[] = PRECISE_ROWS.map((row, index) =>
  seedPlace(index, row),
);

/**
 * Results Google can also return and the search must drop: a street without a number, a zip
 * area and an address in a territory. They share words with seeded addresses, so a search that
 * matches them shows the filters at work.
 */
export const SEED_FILTERED_PLACES: readonly SeedPlace[] = [
  {
    placeId: 'seed-place-26',
    street: 'Cedar Hollow Lane',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    formattedAddress: 'Cedar Hollow Lane, Austin, TX 78704, USA',
    latLng: { lat: 30.2449, lng: -97.7701 },
    types: ['route'],
    locationType: 'GEOMETRIC_CENTER',
  },
  {
    placeId: 'seed-place-27',
    street: '',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    formattedAddress: 'Austin, TX 78704, USA',
    latLng: { lat: 30.2428, lng: -97.7658 },
    types: ['postal_code'],
    locationType: 'APPROXIMATE',
  },
  {
    placeId: 'seed-place-28',
    street: '155 Calle del Cristo',
    city: 'San Juan',
    state: 'PR',
    zip: '00901',
    formattedAddress: '155 Calle del Cristo, San Juan, 00901, Puerto Rico',
    latLng: { lat: 18.4663, lng: -66.1172 },
    types: ['street_address'],
    locationType: 'ROOFTOP',
  },
];

/** Everything the stand-in searches, in this order. */
export const SEED_PLACES: readonly SeedPlace[] = [...SEED_ADDRESSES, ...SEED_FILTERED_PLACES];
