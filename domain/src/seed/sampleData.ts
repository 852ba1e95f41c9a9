import { SEED_PRODUCTS } from './catalog';
import { SEED_CHECKLIST_ITEMS, SEED_PRICE_OPTIONS, SEED_STYLE_OPTIONS } from './checklist';
import { SEED_CODES } from './codes';
import { SEED_COLORS } from './colors';
import { SAMPLE_CLIENT, SAMPLE_CLIENT_DOCUMENTS } from './sampleClient';
import type { SampleData } from './types';

export type { SampleData, SeedDocuments, SeedUser } from './types';
export { SAMPLE_CLIENT } from './sampleClient';

/**
 * Seed data for the local stack (scripts/seed.ts writes it into the emulators) and the preview
 * (the in-memory data layer reads it). Clearly sample values: not real prices, people or codes.
 */
export const SAMPLE_DATA: SampleData = {
  users: [SAMPLE_CLIENT],
  documents: {
    products: SEED_PRODUCTS,
    checklistItems: SEED_CHECKLIST_ITEMS,
    priceOptions: SEED_PRICE_OPTIONS,
    styleOptions: SEED_STYLE_OPTIONS,
    colors: SEED_COLORS,
    codes: SEED_CODES,
    ...SAMPLE_CLIENT_DOCUMENTS,
  },
};
