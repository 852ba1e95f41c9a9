import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveItem, orderUpdates, sortByPriority } from './priorityOrder';

const responses = [
  { id: 'patio', order: 1 },
  { id: 'lawn', order: 2 },
  { id: 'deck', order: 3 },
  { id: 'pool', order: 4 },
];

describe('prioritising the wish list', () => {
  it('moves one item and shifts the others', () => {
    const ids = (list: { id: string }[]) => list.map((item) => item.id);
    expect(ids(moveItem(responses, 3, 0))).toEqual(['pool', 'patio', 'lawn', 'deck']);
    expect(ids(moveItem(responses, 0, 2))).toEqual(['lawn', 'deck', 'patio', 'pool']);
  });

  it('leaves the list alone for a drop outside it', () => {
    expect(moveItem(responses, 0, 4)).toEqual(responses);
    expect(moveItem(responses, -1, 0)).toEqual(responses);
    expect(moveItem(responses, 1, 1)).toEqual(responses);
  });

  it('decision: saves order numbers from 1, only for the items whose number changed', () => {
    expect(orderUpdates(moveItem(responses, 3, 1))).toEqual([
      { id: 'pool', order: 2 },
      { id: 'lawn', order: 3 },
      { id: 'deck', order: 4 },
    ]);
    expect(orderUpdates(responses)).toEqual([]);
  });

  it('numbers never-ordered items too', () => {
    expect(orderUpdates([{ id: 'a', order: 0 }, { id: 'b' }])).toEqual([
      { id: 'a', order: 1 },
      { id: 'b', order: 2 },
    ]);
  });

  it('sorts by saved order, unordered last', () => {
    const sorted = sortByPriority([
      { id: 'z', order: 0 },
      { id: 'b', order: 2 },
      { id: 'y' },
      { id: 'a', order: 1 },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['a', 'b', 'y', 'z']);
  });

  it('any move keeps every item once and saving it gives orders 1..n', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.nat(),
        (ids, a, b) => {
          const list = ids.map((id, index) => ({ id, order: index + 1 }));
          const moved = moveItem(list, a % list.length, b % list.length);
          expect([...moved].map((x) => x.id).sort()).toEqual([...ids].sort());
          const saved = new Map(orderUpdates(moved).map((u) => [u.id, u.order]));
          const finalOrders = moved.map((item) => saved.get(item.id) ?? item.order);
          expect(finalOrders).toEqual(moved.map((_, index) => index + 1));
        },
      ),
    );
  });
});
