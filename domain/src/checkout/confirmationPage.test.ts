import { describe, expect, it } from 'vitest';
import { confirmationHeader, confirmationPageViewLabel } from './confirmationPage';

const orderDate = new Date('2025-09-26T15:30:00Z');

describe('confirmation page header', () => {
  it('shows the title, subtitle, date, order id, email and package heading', () => {
    expect(
      confirmationHeader({
        isAdditionalRevision: false,
        orderDate,
        timeZone: 'America/New_York',
        orderId: 'YW-100245',
        email: 'client@yardwise.example',
      }),
    ).toEqual({
      title: 'Thank you for your order!',
      subtitle: 'Please stay on this page while we set up your account',
      details: [
        { label: 'Order Date', value: 'September 26, 2025' },
        { label: 'Order ID', value: 'YW-100245' },
        { label: 'Confirmation will be sent to', value: 'client@yardwise.example' },
      ],
      packageHeading: 'Your Package',
    });
  });

  it('leaves out the order id and email until they are known', () => {
    const header = confirmationHeader({
      isAdditionalRevision: false,
      orderDate,
      timeZone: 'UTC',
      orderId: null,
      email: null,
    });
    expect(header.details.map((detail) => detail.label)).toEqual(['Order Date']);
  });

  it("blanks the subtitle and says 'Your Purchase' for an additional revision", () => {
    const header = confirmationHeader({
      isAdditionalRevision: true,
      orderDate,
      timeZone: 'UTC',
      orderId: 'YW-100246',
      email: 'client@yardwise.example',
    });
    expect(header.subtitle).toBe('');
    expect(header.packageHeading).toBe('Your Purchase');
  });
});

describe('confirmation page-view label', () => {
  it('is the design-profile label when the URL contains design-profile', () => {
    expect(confirmationPageViewLabel('https://app.example/design-profile/payment-confirmed')).toBe(
      'design-profile-payment-confirmation-step',
    );
  });

  it('is the packages label otherwise', () => {
    expect(confirmationPageViewLabel('https://app.example/payment-confirmed')).toBe(
      'packages-payment-confirmation-step',
    );
  });
});
