import { describe, expect, it } from 'vitest';
import { toOrderAddress } from './address';
import { buildOrderPayload, type OrderSource } from './orderPayload';

const address = toOrderAddress({
  street: '2418 Cedar Hollow Lane',
  aptNumber: 'Unit 2',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
});

const source: OrderSource = {
  sku: 'full-yard-standard',
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'client@yardwise.example',
  address,
  userId: 'sample-client',
  addOnIds: [],
  isAdditionalRevision: false,
  isPremium: false,
  promotionalCode: null,
  inputReferralCode: null,
};

describe('buildOrderPayload', () => {
  it('builds every field of a plain order', () => {
    expect(buildOrderPayload(source)).toEqual({
      sku: 'full-yard-standard',
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: 'client@yardwise.example',
      address,
      userId: 'sample-client',
      addOns: '',
      isExpedited: '',
      isHOA: '',
      isAdditionalRevision: 'false',
      referralCode: '',
      giftCardCode: '',
      isPremium: '',
      shipping: address,
    });
  });

  it('comma-joins add-on ids and flags expedited and HOA', () => {
    const payload = buildOrderPayload({
      ...source,
      addOnIds: ['expedited', 'exterior-front', 'hoa-extra-revision'],
    });
    expect(payload.addOns).toBe('expedited,exterior-front,hoa-extra-revision');
    expect(payload.isExpedited).toBe('true');
    expect(payload.isHOA).toBe('true');
  });

  it('flags HOA for the starter variant too, and not expedited without it', () => {
    const payload = buildOrderPayload({ ...source, addOnIds: ['hoa-extra-revision-starter'] });
    expect(payload.isHOA).toBe('true');
    expect(payload.isExpedited).toBe('');
  });

  it('decision: sends each add-on once, in cart order', () => {
    expect(
      buildOrderPayload({
        ...source,
        addOnIds: ['hoa-extra-revision', 'expedited', 'hoa-extra-revision'],
      }).addOns,
    ).toBe('hoa-extra-revision,expedited');
  });

  it("marks an additional revision 'true' and a premium package 'true'", () => {
    const payload = buildOrderPayload({ ...source, isAdditionalRevision: true, isPremium: true });
    expect(payload.isAdditionalRevision).toBe('true');
    expect(payload.isPremium).toBe('true');
  });

  it('sends the promo code as referralCode, else the input referral code', () => {
    expect(
      buildOrderPayload({
        ...source,
        promotionalCode: 'SAVE250',
        inputReferralCode: 'FRIEND-MORGAN',
      }).referralCode,
    ).toBe('SAVE250');
    expect(buildOrderPayload({ ...source, inputReferralCode: 'FRIEND-MORGAN' }).referralCode).toBe(
      'FRIEND-MORGAN',
    );
  });

  it('decision: a blank promo code counts as absent', () => {
    expect(
      buildOrderPayload({ ...source, promotionalCode: '  ', inputReferralCode: 'FRIEND-MORGAN' })
        .referralCode,
    ).toBe('FRIEND-MORGAN');
  });

  it('decision: trims names and email', () => {
    const payload = buildOrderPayload({
      ...source,
      firstName: ' Jordan ',
      lastName: 'Rivera ',
      email: ' client@yardwise.example ',
    });
    expect([payload.firstName, payload.lastName, payload.email]).toEqual([
      'Jordan',
      'Rivera',
      'client@yardwise.example',
    ]);
  });

  it('sends shipping as a copy of the address, with country US', () => {
    const payload = buildOrderPayload(source);
    expect(payload.shipping).toEqual(payload.address);
    expect(payload.shipping).not.toBe(payload.address);
    expect(payload.address.country).toBe('US');
  });
});
