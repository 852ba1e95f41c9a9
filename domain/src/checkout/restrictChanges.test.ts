import { describe, expect, it } from 'vitest';
import { addOnCheckboxes, restrictChangesAfter } from './restrictChanges';

const upsells = [
  { id: 'expedited', checked: true },
  { id: 'hoa-extra-revision', checked: false },
  { id: 'exterior-full', checked: false },
];

describe('restrictChanges', () => {
  it('is set after NEXT or CONFIRM ORDER', () => {
    expect(restrictChangesAfter(false, 'NEXT')).toBe(true);
    expect(restrictChangesAfter(false, 'CONFIRM ORDER')).toBe(true);
  });

  it('is not set by other actions', () => {
    expect(restrictChangesAfter(false, 'Save')).toBe(false);
    expect(restrictChangesAfter(false, 'next')).toBe(false);
  });

  it('decision: once set, it stays set', () => {
    expect(restrictChangesAfter(true, 'Change')).toBe(true);
  });

  it('shows every upsell enabled before restriction', () => {
    expect(
      addOnCheckboxes({ restrictChanges: false, upsells, lockedAddOnIds: [] }).map((box) => [
        box.id,
        box.visible,
        box.disabled,
      ]),
    ).toEqual([
      ['expedited', true, false],
      ['hoa-extra-revision', true, false],
      ['exterior-full', true, false],
    ]);
  });

  it('hides unchecked upsells and disables every checkbox once restricted', () => {
    expect(
      addOnCheckboxes({ restrictChanges: true, upsells, lockedAddOnIds: [] }).map((box) => [
        box.id,
        box.visible,
        box.disabled,
      ]),
    ).toEqual([
      ['expedited', true, true],
      ['hoa-extra-revision', false, true],
      ['exterior-full', false, true],
    ]);
  });

  it('disables an add-on locked by a promo before restriction too', () => {
    const boxes = addOnCheckboxes({
      restrictChanges: false,
      upsells,
      lockedAddOnIds: ['expedited'],
    });
    expect(boxes[0]).toEqual({ id: 'expedited', checked: true, visible: true, disabled: true });
    expect(boxes[1]?.disabled).toBe(false);
  });
});
