import { describe, expect, it } from 'vitest';
import { applyDiscounts, InvalidDiscountError, isZeroDiscount, parseDiscount } from './discount';

describe('parseDiscount', () => {
  it('reads FIXED discounts as whole cents', () => {
    expect(parseDiscount('FIXED', '25000')).toEqual({ type: 'FIXED', cents: 25000 });
    expect(parseDiscount('FIXED', '0')).toEqual({ type: 'FIXED', cents: 0 });
  });

  it('drops the one-character prefix of a PERCENTAGE value', () => {
    expect(parseDiscount('PERCENTAGE', '%15')).toEqual({ type: 'PERCENTAGE', basisPoints: 1500 });
    expect(parseDiscount('PERCENTAGE', '-10')).toEqual({ type: 'PERCENTAGE', basisPoints: 1000 });
    expect(parseDiscount('PERCENTAGE', '%12.5')).toEqual({
      type: 'PERCENTAGE',
      basisPoints: 1250,
    });
    expect(parseDiscount('PERCENTAGE', '%100')).toEqual({
      type: 'PERCENTAGE',
      basisPoints: 10_000,
    });
  });

  it('decision: a PERCENTAGE value without a prefix is read as it stands', () => {
    expect(parseDiscount('PERCENTAGE', '15')).toEqual({ type: 'PERCENTAGE', basisPoints: 1500 });
  });

  it('treats anything that is not a number as an error (a NaN result is an error)', () => {
    for (const [type, value] of [
      ['FIXED', 'abc'],
      ['FIXED', ''],
      ['FIXED', '-500'],
      ['FIXED', '12.5'],
      ['FIXED', '1e5'],
      ['PERCENTAGE', '%'],
      ['PERCENTAGE', '%abc'],
      ['PERCENTAGE', 'NaN'],
      ['PERCENTAGE', '%1.234'],
    ] as const) {
      expect(() => parseDiscount(type, value)).toThrow(InvalidDiscountError);
    }
  });

  it('decision: a percentage above 100 is invalid', () => {
    expect(() => parseDiscount('PERCENTAGE', '%100.01')).toThrow(InvalidDiscountError);
    expect(() => parseDiscount('PERCENTAGE', '%150')).toThrow(InvalidDiscountError);
  });

  it('rejects an unknown discount type from a hostile record', () => {
    expect(() => parseDiscount('BOGUS' as 'FIXED', '10')).toThrow(InvalidDiscountError);
  });

  it('knows a zero discount of either type', () => {
    expect(isZeroDiscount(parseDiscount('FIXED', '0'))).toBe(true);
    expect(isZeroDiscount(parseDiscount('PERCENTAGE', '%0'))).toBe(true);
    expect(isZeroDiscount(parseDiscount('FIXED', '1'))).toBe(false);
  });
});

describe('applyDiscounts', () => {
  it('subtracts fixed amounts', () => {
    expect(applyDiscounts(249500, [{ type: 'FIXED', cents: 25000 }])).toBe(224500);
  });

  it('applies percentages to the running total, after earlier discounts', () => {
    expect(
      applyDiscounts(100000, [
        { type: 'FIXED', cents: 10000 },
        { type: 'PERCENTAGE', basisPoints: 1000 },
      ]),
    ).toBe(81000);
    expect(
      applyDiscounts(100000, [
        { type: 'PERCENTAGE', basisPoints: 1000 },
        { type: 'FIXED', cents: 10000 },
      ]),
    ).toBe(80000);
  });

  it('rounds the result up to a whole cent', () => {
    expect(applyDiscounts(99999, [{ type: 'PERCENTAGE', basisPoints: 1500 }])).toBe(85000); // 84999.15
    expect(applyDiscounts(101, [{ type: 'PERCENTAGE', basisPoints: 5000 }])).toBe(51); // 50.5
  });

  it('is exact where floating point is not: 15% off 149500 is 127075', () => {
    expect(applyDiscounts(149500, [{ type: 'PERCENTAGE', basisPoints: 1500 }])).toBe(127075);
    expect(applyDiscounts(99500, [{ type: 'PERCENTAGE', basisPoints: 700 }])).toBe(92535);
  });

  it('floors the result at 0', () => {
    expect(applyDiscounts(39500, [{ type: 'FIXED', cents: 50000 }])).toBe(0);
    expect(applyDiscounts(39500, [{ type: 'PERCENTAGE', basisPoints: 10_000 }])).toBe(0);
  });

  it('decision: the running total stays at 0 once a fixed amount takes it below 0', () => {
    expect(
      applyDiscounts(10000, [
        { type: 'FIXED', cents: 20000 },
        { type: 'PERCENTAGE', basisPoints: 5000 },
      ]),
    ).toBe(0);
  });

  it('leaves the price alone without discounts', () => {
    expect(applyDiscounts(99500, [])).toBe(99500);
  });

  it('refuses a price that is not whole non-negative cents', () => {
    expect(() => applyDiscounts(Number.NaN, [])).toThrow(RangeError);
    expect(() => applyDiscounts(10.5, [])).toThrow(RangeError);
    expect(() => applyDiscounts(-1, [])).toThrow(RangeError);
  });
});
