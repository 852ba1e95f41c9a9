import { describe, expect, it } from 'vitest';
import { ADD_ON_IDS, LOT_SIZES } from '../catalog/catalog';
import { FUNNEL_STEP_KEYS } from '../funnel/steps';
import { experienceVersionNumber, isVersionId, stepsOf } from '../funnel/versions';
import { SAMPLE_CLIENT, SAMPLE_DATA } from './sampleData';

const docs = SAMPLE_DATA.documents;
const entries = <T>(record: Record<string, T> | undefined) => Object.entries(record ?? {});

describe('seed catalog', () => {
  it('prices every product in whole cents for every lot size', () => {
    for (const [id, product] of entries(docs.products)) {
      for (const lot of LOT_SIZES) {
        const price = product.prices[lot];
        expect(Number.isInteger(price) && price! > 0, `${id} ${lot}`).toBe(true);
      }
    }
  });

  it('has a package in each category', () => {
    const categories = new Set(entries(docs.products).map(([, product]) => product.category));
    for (const category of [
      'Front Yard',
      'Back Yard',
      'Full Yard',
      'Whole Home',
      'Curb Appeal',
      'Botanical',
      'Small Space',
      'Starter Full Yard',
      'Starter Front or Backyard',
      'Uber Premium',
      'Additional Revision',
      'Gift Card',
    ]) {
      expect(categories, category).toContain(category);
    }
    expect(docs.products?.['whole-home']?.displayName).toBe('Outdoor Transformation');
    expect(entries(docs.products).some(([, product]) => product.partnerCodePrefix === 'yzlo')).toBe(
      true,
    );
  });

  it('keeps starter packages below the 99500-cent promo threshold', () => {
    for (const [id, product] of entries(docs.products).filter(
      ([, p]) => p.starter && p.kind === 'package',
    )) {
      for (const lot of LOT_SIZES) expect(product.prices[lot], `${id} ${lot}`).toBeLessThan(99500);
    }
  });

  it('prices the add-ons at their default prices', () => {
    const price = (id: string) => docs.products?.[id]?.prices.standard;
    expect(price(ADD_ON_IDS.expedited)).toBe(39500);
    expect(price(ADD_ON_IDS.hoa)).toBe(29500);
    expect(price(ADD_ON_IDS.exteriorFront)).toBe(60000);
    expect(price(ADD_ON_IDS.exteriorBack)).toBe(70000);
    expect(price(ADD_ON_IDS.exteriorFull)).toBe(80000);
  });
});

describe('seed wish-list checklist', () => {
  it('links every price and style option to an item, with low <= high', () => {
    const items = docs.checklistItems ?? {};
    for (const [id, option] of entries(docs.priceOptions)) {
      expect(items[option.itemId], id).toBeDefined();
      expect(option.low_price, id).toBeLessThanOrEqual(option.high_price);
    }
    for (const [id, option] of entries(docs.styleOptions))
      expect(items[option.itemId], id).toBeDefined();
  });

  it('gives every item price options, and style options unless no_style_options', () => {
    for (const [id, item] of entries(docs.checklistItems)) {
      const prices = entries(docs.priceOptions).filter(([, option]) => option.itemId === id);
      const styles = entries(docs.styleOptions).filter(([, option]) => option.itemId === id);
      expect(prices.length, id).toBeGreaterThan(0);
      expect(styles.length === 0, id).toBe(item.no_style_options);
    }
  });

  it('covers landscaping and exterior items', () => {
    const groups = new Set(entries(docs.checklistItems).map(([, item]) => item.group));
    expect([...groups].sort()).toEqual(['exterior', 'landscaping']);
  });
});

describe('seed colours', () => {
  it('has a name, a #rrggbb hex code and a category for each colour', () => {
    expect(entries(docs.colors).length).toBeGreaterThan(20);
    for (const [id, color] of entries(docs.colors)) {
      expect(color.hexCode, id).toMatch(/^#[0-9A-F]{6}$/i);
      expect(color.name && color.category, id).toBeTruthy();
    }
  });
});

describe('seed promo codes', () => {
  const codes = entries(docs.codes).map(([, code]) => code);

  it('keys each code by itself in upper case', () => {
    for (const [id, code] of entries(docs.codes)) expect(id).toBe(code.code.toUpperCase());
  });

  it('covers every status, both discount types, a referral, a yzlo code and a minimum price', () => {
    const statuses = new Set(codes.map((code) => code.status));
    for (const status of [
      'USABLE',
      'EXPIRED',
      'MAX_REDEMPTIONS_EXCEEDED',
      'DEACTIVATED',
      'START_TIME_NOT_REACHED',
    ]) {
      expect(statuses, status).toContain(status);
    }
    const usable = codes.filter((code) => code.status === 'USABLE');
    expect(usable.some((code) => code.discountType === 'FIXED')).toBe(true);
    expect(usable.some((code) => code.discountType === 'PERCENTAGE')).toBe(true);
    expect(codes.some((code) => code.category === 'REFERRAL')).toBe(true);
    expect(codes.some((code) => code.code.toLowerCase().startsWith('yzlo'))).toBe(true);
    expect(codes.some((code) => code.minimumPackagePrice !== undefined)).toBe(true);
    expect(docs.codes?.GETSTARTED).toBeDefined();
    expect(docs.codes?.FALL25).toBeDefined();
  });

  it('writes discounts as the checkout maths reads them', () => {
    for (const code of codes) {
      const digits = code.discountType === 'PERCENTAGE' ? code.discount.slice(1) : code.discount;
      expect(digits, code.code).toMatch(/^\d+$/);
    }
  });
});

describe('seed sample client', () => {
  const uid = SAMPLE_CLIENT.uid;

  it('owns every one of its documents, as the security rules check', () => {
    for (const collection of [
      'designProfiles',
      'onboardStates',
      'newPackageOrderStatuses',
      'yzOrderEvents',
      'media',
      'termsAgreements',
    ] as const) {
      const owned = entries<{ userId: string }>(docs[collection]);
      expect(owned.length, collection).toBeGreaterThan(0);
      for (const [id, doc] of owned) expect(doc.userId, `${collection}/${id}`).toBe(uid);
    }
    expect(docs.profiles?.[uid]).toBeDefined();
    expect(docs.termsAgreements?.[uid]).toBeDefined();
    for (const [, project] of entries(docs.projects)) expect(project.profileId).toBe(uid);
  });

  it('is mid-onboarding: front uploads complete with the media to back it, back in progress', () => {
    const state = entries(docs.onboardStates)[0]![1];
    expect(state.yardsStatusObj.front?.upload).toBe('COMPLETE');
    expect(state.yardsStatusObj.back?.upload).toBe('INCOMPLETE');
    expect(docs.projects?.[state.projectId]).toBeDefined();
    const media = entries(docs.media).map(([, doc]) => doc);
    expect(
      media.filter((doc) => doc.variant === 'front-yard-wide-angle').length,
    ).toBeGreaterThanOrEqual(6);
    expect(
      media.filter((doc) => doc.variant === 'front-yard-slow-pan').length,
    ).toBeGreaterThanOrEqual(1);
    for (const doc of media) expect(doc.path.startsWith(`media/${uid}/`), doc.path).toBe(true);
  });

  it("has a design profile whose step is in its version's ordering", () => {
    const designProfile = entries(docs.designProfiles)[0]![1];
    expect(isVersionId(designProfile.versionId)).toBe(true);
    if (!isVersionId(designProfile.versionId)) return;
    const step = FUNNEL_STEP_KEYS[designProfile.step];
    expect(step).toBe('payment-confirmed');
    expect(stepsOf(designProfile.versionId)).toContain(step);
    const project = entries(docs.projects)[0]![1];
    expect(project.experienceVersion).toBe(experienceVersionNumber(designProfile.versionId));
  });

  it('has an address in the design profile and an order with its status', () => {
    const designProfile = entries(docs.designProfiles)[0]![1];
    expect(designProfile.contactInformation.street).toBeTruthy();
    expect(designProfile.contactInformation.zip).toMatch(/^\d{5}$/);
    const status = entries(docs.newPackageOrderStatuses)[0]![1];
    expect(status.profileDocCreated && status.projectDocCreated).toBe(true);
    expect(entries(docs.yzOrderEvents)[0]![1].orderId).toBeTruthy();
  });
});
