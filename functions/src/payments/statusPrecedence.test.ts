import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OrderStatus } from '@yardwise/domain/firestore/commerceDocuments';
import {
  PAYMENT_INTENT_EVENT_TYPES,
  type PaymentIntentEventType,
} from '@yardwise/domain/checkout/paymentEvent';
import {
  ORDER_STATUS_OF_EVENT,
  shouldApplyStatus,
  statusOfEventType,
  type RecordedStatusEvent,
} from './statusPrecedence';

const { succeeded, processing, failed, canceled } = PAYMENT_INTENT_EVENT_TYPES;
const RANK: Record<OrderStatus, number> = {
  awaiting_payment: 0,
  processing: 1,
  payment_failed: 2,
  canceled: 2,
  paid: 3,
  payment_held: 3,
  refunded: 4,
  disputed: 4,
};

/** The order's status after the events arrive one by one in this order. */
function deliver(events: readonly RecordedStatusEvent[]): OrderStatus {
  let status: OrderStatus = 'awaiting_payment';
  const recorded: RecordedStatusEvent[] = [];
  for (const event of events) {
    const target = statusOfEventType(event.type);
    if (target === 'paid') status = 'paid';
    else if (
      target &&
      shouldApplyStatus({ current: status, target, created: event.created, recorded })
    ) {
      status = target;
    }
    recorded.push(event);
  }
  return status;
}

describe('order status precedence', () => {
  it('never leaves paid, a payment held for staff, nor a refunded or disputed order', () => {
    for (const current of ['paid', 'payment_held', 'refunded', 'disputed'] as const) {
      for (const type of [processing, failed, canceled]) {
        expect(
          shouldApplyStatus({
            current,
            target: ORDER_STATUS_OF_EVENT[type],
            created: 10,
            recorded: [],
          }),
        ).toBe(false);
      }
    }
  });

  it('ignores an event older than one already recorded, and processing in the same second as a failure', () => {
    const recorded = [{ type: failed, created: 10 }];
    expect(
      shouldApplyStatus({ current: 'payment_failed', target: 'processing', created: 9, recorded }),
    ).toBe(false);
    expect(
      shouldApplyStatus({ current: 'payment_failed', target: 'processing', created: 10, recorded }),
    ).toBe(false);
    expect(
      shouldApplyStatus({ current: 'payment_failed', target: 'processing', created: 11, recorded }),
    ).toBe(true);
  });

  it('ends at the newest event whatever the delivery order; paid once any payment succeeded', () => {
    const event = fc.record({
      type: fc.constantFrom<string>(succeeded, processing, failed, canceled, 'charge.refunded'),
      created: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(
        fc
          .array(event, { maxLength: 8 })
          .chain((events) =>
            fc.tuple(
              fc.constant(events),
              fc.shuffledSubarray(events, { minLength: events.length }),
            ),
          ),
        ([events, order]) => {
          const statusEvents = events.filter((e) => e.type in ORDER_STATUS_OF_EVENT);
          const final = deliver(order);
          if (statusEvents.some((e) => e.type === succeeded)) return final === 'paid';
          if (statusEvents.length === 0) return final === 'awaiting_payment';
          const key = (e: RecordedStatusEvent) =>
            e.created * 10 + RANK[ORDER_STATUS_OF_EVENT[e.type as PaymentIntentEventType]];
          const newest = Math.max(...statusEvents.map(key));
          return statusEvents
            .filter((e) => key(e) === newest)
            .some((e) => ORDER_STATUS_OF_EVENT[e.type as PaymentIntentEventType] === final);
        },
      ),
    );
  });
});
