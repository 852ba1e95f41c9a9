import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purchaseEvent } from '@yardwise/domain/checkout/tracking';
import { setErrorReportingBackendForTests, type ErrorContext } from '@web/data/errorReporting';
import { createTracker } from './tracker';

const reports: [unknown, ErrorContext][] = [];

beforeEach(() => {
  reports.length = 0;
  setErrorReportingBackendForTests({ capture: (error, context) => reports.push([error, context]) });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  setErrorReportingBackendForTests(undefined);
  delete window.dataLayer;
  delete window.gtag;
  document.querySelectorAll('script').forEach((script) => script.remove());
  vi.restoreAllMocks();
});

describe('an analytics send failure', () => {
  it('is reported with the order id, in the message and as its own field', () => {
    const blocked = new Error('blocked by the browser');
    window.gtag = () => {
      throw blocked;
    };
    const event = purchaseEvent({
      orderId: 'YW-100245',
      totalCents: 289000,
      packageName: 'Full Yard',
      packageKey: 'full-yard',
      packagePriceCents: 289000,
      addOns: [],
      promoCode: null,
      isProductionHost: true,
    });

    createTracker({ measurementId: 'G-TEST123', productionHost: 'localhost' }).event(
      event.name,
      event.params,
    );

    expect(reports).toEqual([
      [
        blocked,
        {
          where: 'Sending purchase tracking events failed for order YW-100245',
          orderId: 'YW-100245',
        },
      ],
    ]);
  });

  it('of an event without an order is reported without one', () => {
    window.gtag = () => {
      throw new Error('blocked by the browser');
    };

    createTracker({ measurementId: 'G-TEST123', productionHost: null }).pageView('Purchase');

    expect(reports.map(([, context]) => context.orderId)).toEqual([null]);
  });
});
